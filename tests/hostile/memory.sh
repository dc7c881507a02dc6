# The memory cap and bounded memory (docs/safety.md "The memory cap", "A long
# session"): what the host makes for a script counts against the cap, a page costs what the
# screen shows, shared state copies once, and a long session settles. Peak resident memory is
# measured by GNU time. Sourced by scripts/test-hostile.
memory_dir=$corpus/memory

# peak NAME LIMIT_MB COMMAND...: runs COMMAND bounded, with its peak RSS in $peak_mb.
peak() {
  local name=$1 limit=$2; shift 2
  bounded "$name" /usr/bin/time -f %M -o "$work/peak" "$@" || return 1
  peak_mb=$(( $(tail -n 1 "$work/peak") / 1024 ))
  ((peak_mb <= limit)) || { fail "$name: peak resident memory ${peak_mb} MiB, above ${limit} MiB"; return 1; }
}

if peak "memory: tabhost.pad to 4e8 cells, three times" 64 "$bin" render "$memory_dir/pad.lua" --size 40x3 --memory 256; then
  [[ $status == 0 && $out == *"not enough memory (limit 256 MiB)"* ]] \
    && pass "memory: tabhost.pad past the cap is refused before padding (peak ${peak_mb} MiB)" || fail "memory: pad (status $status)" "$out$err"
fi
if peak "memory: a page of 50 million lines" 200 "$bin" render "$memory_dir/newlines.lua" --size 40x4; then
  [[ $status == 0 && $(sed -n 3p <<<"$out") == "top"* ]] \
    && pass "memory: a page of 50 million lines costs one screen (peak ${peak_mb} MiB, the script's string itself 100)" \
    || fail "memory: newlines (status $status)" "$out$err"
fi
if bounded "memory: a state shared 2^40 ways" "$bin" render "$memory_dir/doubling.lua" --size 40x3; then
  [[ $status == 0 && $out == *"depth 40"* ]] && pass "memory: a state shared 2^40 ways loads" || fail "memory: doubling (status $status)" "$out$err"
fi
if bounded "memory: test, reload of a doubling state" "$bin" test "$memory_dir/doubling-spec.lua"; then
  [[ $status == 0 ]] && pass "memory: a reload and app.state copy a doubling state in linear time" || fail "memory: doubling spec" "$out$err"
fi
if bounded "memory: a long session" "$bin" test --trust "$memory_dir/session-spec.lua"; then
  figures=$(grep -o "rss after .*" <<<"$out$err" | tr '\n' ';')
  [[ $status == 0 ]] && pass "memory: a long session settles ($figures)" || fail "memory: a long session" "$out$err"
fi

# The cap covers what the host holds for a script: the apps a spec opens, the
# host's copy of decoded containers, a run's results, each bounded by the cap plus a margin.
if peak "memory: 20,000 apps in one spec" 128 "$bin" test "$memory_dir/apps-spec.lua" --memory 64 --timeout 60000; then
  [[ $status == 0 && $(tail -n 1 <<<"$out") == "2 passed, 0 failed" ]] \
    && pass "memory: 20,000 apps in one spec stop at the spec's cap, which goes on ($(grep -o 'opened [0-9]*' <<<"$err"), peak ${peak_mb} MiB)" \
    || fail "memory: apps (status $status)" "$out$err"
fi
if peak "memory: a DAG of nested containers" 40 "$bin" render "$memory_dir/dag.lua" --memory 8 --size 40x3 --timeout 60000; then
  [[ $status == 2 && $err == *"dag.lua:4: tabs[1].page"*"not enough memory (limit 8 MiB)"* ]] \
    && pass "memory: 2^16 nested containers from 17 tables end at the cap, placed (peak ${peak_mb} MiB)" \
    || fail "memory: dag (status $status)" "$out$err"
fi
if peak "memory: rows shared by 10,000 items" 64 "$bin" render "$memory_dir/shared-rows.lua" --memory 16 --size 40x3 --timeout 60000; then
  [[ $status == 2 && $err == *"shared-rows.lua:"*": tabs["*"not enough memory (limit 16 MiB)"* ]] \
    && pass "memory: a page's rows decoded for each of 10,000 items end at the cap, placed (peak ${peak_mb} MiB)" \
    || fail "memory: shared rows (status $status)" "$out$err"
fi
if peak "memory: 200,000 warnings" 96 "$bin" check "$memory_dir/warnings.lua" --memory 64 --timeout 60000; then
  [[ $status == 2 && $out$err == *"warnings.lua:"*"not enough memory (limit 64 MiB)"* ]] \
    && pass "memory: the problems and warnings the host keeps count against the cap (peak ${peak_mb} MiB)" \
    || fail "memory: warnings (status $status)" "$out$err"
fi
# --repeat grown 10x at a time: every size peaks near the cap; past it, the memory error.
repeat_peaks=() repeat_bad=()
for repeats in 1000 10000 100000 1000000; do
  peak "memory: --repeat $repeats" 48 "$bin" test "$memory_dir/pass-spec.lua" --repeat $repeats --memory 16 --timeout 60000 || continue
  repeat_peaks+=("$repeats: ${peak_mb} MiB")
  if ((repeats <= 10000)); then
    [[ $status == 0 && $(tail -n 1 <<<"$out") == "$repeats passed, 0 failed" ]] || repeat_bad+=("$repeats: status $status")
  else
    [[ $status == 1 && $out$err == *"not enough memory (limit 16 MiB) to keep the run's results"* ]] || repeat_bad+=("$repeats: status $status")
  fi
done
if ((${#repeat_bad[@]} == 0 && ${#repeat_peaks[@]} == 4)); then
  pass "memory: --repeat 10^3 to 10^6 stays near the cap of 16 MiB, past it says so ($(IFS=,; echo "${repeat_peaks[*]}"))"
else
  fail "memory: --repeat grown 10x" "$(printf '%s\n' "${repeat_bad[@]}" "${repeat_peaks[@]}")"
fi
if bounded "memory: a repeat's heap" "$bin" test --trust "$memory_dir/repeat-heap-spec.lua" --repeat 2000; then
  heaps=($(grep -o 'heap [0-9]*' <<<"$err" | cut -d' ' -f2))
  grown=$(( ${heaps[-1]:-0} - ${heaps[9]:-0} ))
  [[ $status == 0 && ${#heaps[@]} == 2000 ]] && ((grown < 16384)) \
    && pass "memory: 2,000 repeats leave the spec state's heap flat (grew ${grown} bytes from run 10 to 2000)" \
    || fail "memory: a repeat's heap (status $status, grew $grown bytes)" "$(tail -n 5 <<<"$out$err")"
fi
# Apps grown 10x at a time in one spec: every size peaks near the spec's cap of 64 MiB.
app_peaks=() app_bad=()
for apps in 100 1000 10000 100000; do
  HOSTILE_APPS=$apps peak "memory: $apps apps" 128 "$bin" test --trust "$memory_dir/apps-growth-spec.lua" --memory 64 --timeout 60000 || continue
  app_peaks+=("$apps: ${peak_mb} MiB")
  opened=$(grep -o 'opened [0-9]* of [0-9]*: .*' <<<"$err")
  if ((apps <= 1000)); then  # about 1,000 fit
    [[ $status == 0 && $opened == "opened "* ]] || app_bad+=("$apps: status $status, $opened")
  else
    [[ $status == 0 && $opened == *"not enough memory (limit 64 MiB)"* ]] || app_bad+=("$apps: status $status, $opened")
  fi
done
if ((${#app_bad[@]} == 0 && ${#app_peaks[@]} == 4)); then
  pass "memory: 10^2 to 10^5 apps in one spec stay near its cap of 64 MiB ($(IFS=,; echo "${app_peaks[*]}"))"
else
  fail "memory: apps grown 10x" "$(printf '%s\n' "${app_bad[@]}" "${app_peaks[@]}")"
fi
# Decoded items grown 10x at a time (each with a shared page of 1,000 rows): every size peaks
# near the cap of 16 MiB; past it, the memory problem at the item that passed it.
decoded_peaks=() decoded_bad=()
for n in 1 10 100 1000 10000; do
  HOSTILE_N=$n peak "memory: $n decoded items" 64 "$bin" render --trust "$memory_dir/grow-decoded.lua" --memory 16 --size 40x3 --timeout 60000 || continue
  decoded_peaks+=("$n: ${peak_mb} MiB")
  if ((n <= 10)); then
    ((status == 0)) || decoded_bad+=("$n: status $status: $err")
  else
    [[ $status == 2 && $err == *"grow-decoded.lua:"*": tabs["*"not enough memory (limit 16 MiB)"* ]] || decoded_bad+=("$n: status $status: $err")
  fi
done
if ((${#decoded_bad[@]} == 0 && ${#decoded_peaks[@]} == 5)); then
  pass "memory: 1 to 10^4 decoded items stay near the cap of 16 MiB ($(IFS=,; echo "${decoded_peaks[*]}"))"
else
  fail "memory: decoded items grown 10x" "$(printf '%s\n' "${decoded_bad[@]}" "${decoded_peaks[@]}")"
fi
