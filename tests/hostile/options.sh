# No Swift crash from a command-line value or a Lua argument (issue 9.4; docs/safety.md
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
