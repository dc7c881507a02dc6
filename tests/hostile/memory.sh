# The memory cap and bounded memory (issue 9.2, 9.10; docs/safety.md "The memory cap", "A long
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
