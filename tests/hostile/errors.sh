# Every error names its place (docs/safety.md "Errors"): error objects that are
# not strings read as file:line and their __tostring or a short rendering, control bytes
# escaped; messages with no place, or one in the host's own Lua, name the user's line.
# Sourced by scripts/test-hostile.
errors_dir=$corpus/errors
if bounded "errors: render, table error objects" "$bin" render "$errors_dir/objects.lua" --size 30x3 --keys x,y,z; then
  expected="$errors_dir/objects.lua:6: (error object is a table: {code = 42, why = \"bad\\27[2J\"})"
  [[ $status == 2 && $err == *"$expected"* && $err == *"$errors_dir/objects.lua:7: custom message"* \
     && $err == *"$errors_dir/objects.lua:8: 404"* ]] && raw_free "$err" \
    && pass "errors: table, __tostring and number error objects name file:line" || fail "errors: error objects (status $status)" "$(cat -v <<<"$err")"
fi

# Every error names a file:line of the user's: messages without a place, a place
# in the host's own Lua, memory refusals and values that cannot be converted.
if bounded "errors: top-level error(x, 0)" "$bin" render "$errors_dir/toplevel.lua"; then
  [[ $status == 2 && $err == "$errors_dir/toplevel.lua:3: not ready"* ]] \
    && pass "errors: top-level error(x, 0) names the line of the error call" || fail "errors: top-level error(x, 0) (status $status)" "$err"
fi
loop_message="$errors_dir/selfish.lua:3: require loop: module 'selfish' is required again while it loads (selfish -> selfish)"
for mode in "" --trust; do
  for command in render check; do
    # shellcheck disable=SC2086
    if bounded "errors: require loop ($command$mode)" "$bin" $command $mode "$errors_dir/loop.lua"; then
      [[ $status == 2 && $err == "$loop_message"* && $err != *"tabhost/"* ]] \
        && pass "errors: a require loop names the module and its require line ($command${mode:+ $mode})" \
        || fail "errors: a require loop ($command${mode:+ $mode}, status $status)" "$err"
    fi
  done
done
if bounded "errors: a table that contains itself" "$bin" check "$errors_dir/cycle.lua"; then
  [[ $status == 2 && $err == "$errors_dir/cycle.lua:5: tabs: cannot convert a table that contains itself"* ]] \
    && pass "errors: a table that contains itself names the line of tabs" || fail "errors: a table that contains itself (status $status)" "$err"
fi
if bounded "errors: not enough memory" "$bin" render "$errors_dir/bomb.lua" --memory 16 --size 20x3 --keys m; then
  [[ $status == 2 && $err == *"$errors_dir/bomb.lua:5: not enough memory (limit 16 MiB) in the function that starts here"* ]] \
    && pass "errors: not enough memory names where the function starts" || fail "errors: not enough memory (status $status)" "$err"
fi
if bounded "errors: places of callbacks" "$bin" render "$errors_dir/places.lua" --size 20x3 --keys x,y,z,w,v,right; then
  missing=""
  for expected in "$errors_dir/places.lua:11: key says no" "$errors_dir/helper.lua:3: helper says no" \
      "$errors_dir/places.lua:13: bad call" "$errors_dir/places.lua:14: (error object is a table: {code = 7})" \
      "$errors_dir/places.lua:15: blame the host" "$errors_dir/places.lua:6: page says no"; do
    [[ $err == *"$expected"* ]] || missing+="$expected"$'\n'
  done
  [[ $status == 2 && -z $missing && $err != *"tabhost/"* ]] \
    && pass "errors: key bindings, page functions and a module name their lines" \
    || fail "errors: places of callbacks (status $status)" "missing: $missing"$'\n'"$err"
fi
if bounded "errors: a page function's bad value" "$bin" render "$errors_dir/places.lua" --size 20x3 --keys right,right; then
  [[ $status == 2 && $err == *"$errors_dir/places.lua:8: page of 'c': page(c): string or table expected, got boolean"* ]] \
    && pass "errors: a value a page function returned that is no page names the function's line" \
    || fail "errors: a page function's bad value (status $status)" "$err"
fi
for reporter in text tap junit; do
  if bounded "errors: a require loop in a spec ($reporter)" "$bin" test "$errors_dir/loop-test.lua" --reporter "$reporter"; then
    [[ $status == 1 && $out == *"$errors_dir/selfish.lua:3: require loop: module 'selfish' is required again while it loads"* \
       && $out$err == *"1 passed, 1 failed"* && $out != *"tabhost/"* ]] \
      && pass "errors: a require loop in a spec fails one test, names the loop ($reporter)" \
      || fail "errors: a require loop in a spec ($reporter, status $status)" "$out$err"
  fi
done

# A message grown 10x at a time, up to 10^8 bytes: cut where the host reads it, so the host's
# copies stay small; the peak is the script's own string (under the cap) plus a margin.
for size in 10000 100000 1000000 10000000 100000000; do
  printf 'local n = %d\nerror(("x"):rep(n), 0)\n' "$size" >"$work/huge_message.lua"
  name="errors: a message of $size bytes"
  if bounded "$name" /usr/bin/time -f %M -o "$work/peak" "$bin" render "$work/huge_message.lua"; then
    peak_mb=$(( $(tail -n 1 "$work/peak") / 1024 ))
    if ((size > 262144)); then ending="x... (cut: $size bytes)"; else ending="xxx"; fi
    [[ $status == 2 && $err == "$work/huge_message.lua:2: xxx"*"$ending" ]] && ((peak_mb <= 256 + 128)) \
      && pass "$name: placed, cut past 256 KiB (peak $peak_mb MiB)" \
      || fail "$name (status $status, peak $peak_mb MiB)" "${err:0:200}...${err: -100}"
  fi
done
