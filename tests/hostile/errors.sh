# Every error names its place (issue 9.11; docs/safety.md "Errors"): error objects that are not
# strings read as file:line and their __tostring or a short rendering; control bytes in them
# are escaped. Sourced by scripts/test-hostile.
errors_dir=$corpus/errors
if bounded "errors: render, table error objects" "$bin" render "$errors_dir/objects.lua" --size 30x3 --keys x,y,z; then
  expected="$errors_dir/objects.lua:6: (error object is a table: {code = 42, why = \"bad\\27[2J\"})"
  [[ $status == 2 && $err == *"$expected"* && $err == *"$errors_dir/objects.lua:7: custom message"* \
     && $err == *"$errors_dir/objects.lua:8: 404"* ]] && raw_free "$err" \
    && pass "errors: table, __tostring and number error objects name file:line" || fail "errors: error objects (status $status)" "$(cat -v <<<"$err")"
fi
