# No Swift crash from a command-line value or a Lua argument (docs/safety.md
# "Command-line values"): every numeric option of every command, given too large, negative,
# fractional or not a number, is a usage error (status 2) with the hint to the command's help;
# extreme numbers from Lua are done or refused with a message. A trap would be status 132
# (SIGILL) or 133 (SIGTRAP). Sourced by scripts/test-hostile.
script=$corpus/options/plain.lua
values=(9223372036854775807 99999999999999999999 -1 0 1.5 abc)
declare -A numeric=(
  [run]="--timeout --memory --size" [render]="--timeout --memory --size" [check]="--timeout --memory"
  [test]="--timeout --memory --jobs --repeat --seed --shard"
)
refused=0 crashed=()
for command in run render check test; do
  for option in ${numeric[$command]}; do
    for value in "${values[@]}"; do
      case $option in
        --size) given="${value}x${value}" ;;
        --shard) given="1/$value" ;;
        --seed) [[ $value == -1 || $value == 0 ]] && continue; given=$value ;;  # seeds may be any int32
        *) given=$value ;;
      esac
      args=("$command")
      [[ $command == test ]] || args+=("$script")
      bounded "options: $command $option $given" "$bin" "${args[@]}" "$option" "$given" || continue
      if [[ $status == 2 && $err == *"Run 'tabhost help $command' for usage."* ]]; then
        refused=$((refused + 1))
      else
        crashed+=("$command $option '$given': status $status: $err")
      fi
    done
  done
done
if ((${#crashed[@]} == 0)); then
  pass "options: $refused out-of-range numeric values, all refused with status 2 and the help hint"
else
  fail "options: values not refused as usage errors" "$(printf '%s\n' "${crashed[@]}")"
fi
# The largest values that are accepted work (no overflow further on).
if bounded "options: the largest values" "$bin" render "$script" --timeout 86400000 --memory 1048576 --size 4000x2000; then
  [[ $status == 0 ]] && pass "options: --timeout 86400000 --memory 1048576 --size 4000x2000 render" || fail "options: largest values (status $status)" "$err"
fi
# Nor from a Lua argument: extreme numbers to every app method, host function and sized field.
if bounded "options: Lua arguments" "$bin" test "$corpus/options/arguments-spec.lua"; then
  [[ $status == 0 && $(tail -n 1 <<<"$out") == "3 passed, 0 failed" ]] \
    && pass "options: extreme numbers from Lua are done or refused with a message" || fail "options: Lua arguments (status $status)" "$out$err"
fi
# Nor from .busted: each number obeys its flag's bounds (one table of bounds for both).
busted_dir=$work/busted-bounds
mkdir -p "$busted_dir"
cp "$corpus/memory/pass-spec.lua" "$busted_dir/pass_spec.lua"
busted_refused=0 busted_taken=()
for setting in '["repeat"] = 1e12' '["repeat"] = 0' '["repeat"] = 2.5' 'timeout = 86400001' 'timeout = 0/0' 'memory = 2^20 + 1' \
               'memory = -1' 'jobs = 1025' 'jobs = "many"' 'seed = 2^31' 'shard = "1/100001"' 'shard = "3/2"'; do
  echo "return { default = { $setting } }" >"$busted_dir/.busted"
  bounded "options: .busted $setting" "$bin" test -C "$busted_dir" pass_spec.lua || continue
  if [[ $status == 2 && $err == *".busted: "*"expected "* ]]; then
    busted_refused=$((busted_refused + 1))
  else
    busted_taken+=("$setting: status $status: $err")
  fi
done
if ((${#busted_taken[@]} == 0)); then
  pass "options: $busted_refused out-of-range .busted numbers, all refused with status 2 as their flags are"
else
  fail "options: .busted numbers not refused" "$(printf '%s\n' "${busted_taken[@]}")"
fi
echo 'return { default = { ["repeat"] = 3, memory = 64, jobs = 2, seed = 7, shard = "1/1", timeout = 5000 } }' >"$busted_dir/.busted"
if bounded "options: .busted numbers within bounds" "$bin" test -C "$busted_dir" pass_spec.lua; then
  [[ $status == 0 && $(tail -n 1 <<<"$out") == "3 passed, 0 failed" ]] \
    && pass "options: .busted numbers within their bounds are taken" || fail "options: .busted within bounds (status $status)" "$out$err"
fi
