# The test runner cannot be fooled (docs/safety.md): os.exit, --out
# targets, snapshot names, control bytes in reports, tabhost.open outside the project.
# Sourced by scripts/test-hostile.
dir=$corpus/runner
spec=$work/runner
mkdir -p "$spec"

# os.exit: the file fails, the report is kept, the next file runs; trusted or not.
for mode in --trust ""; do
  # shellcheck disable=SC2086
  if bounded "os.exit in a spec${mode:+ ($mode)}" "$bin" test $mode "$dir/exit.lua" "$dir/later.lua"; then
    [[ $status == 1 && $out == *"os.exit(0) called at $dir/exit.lua:3"* && $out == *"still runs and fails"* \
       && $(tail -n 1 <<<"$out") == "1 passed, 2 failed" ]] \
      && pass "os.exit in a spec fails its file and the run goes on${mode:+ ($mode)}" \
      || fail "os.exit in a spec fails its file and the run goes on${mode:+ ($mode)} (status $status)" "$out$err"
  fi
done
if bounded "os.exit in a trusted script" "$bin" test --trust "$dir/exit_app.lua" "$dir/later.lua" --reporter junit; then
  [[ $status == 1 && $out == *"os.exit(0, true) called at [source]:3"* && $out == *"</testsuites>"* ]] \
    && pass "os.exit in a trusted script a spec opened fails the spec; the report is whole" \
    || fail "os.exit in a trusted script a spec opened fails the spec (status $status)" "$out$err"
fi

# --out: regular files atomically; devices and FIFOs written through; links never replaced.
cp "$dir/later.lua" "$spec/one_spec.lua"
if bounded "--out /dev/null" "$bin" test "$spec/one_spec.lua" --reporter junit --out /dev/null; then
  [[ $status == 1 && -c /dev/null ]] && pass "--out /dev/null writes through the device" || fail "--out /dev/null writes through the device" "$err"
fi
if bounded "--out /dev/stdout" "$bin" test "$spec/one_spec.lua" --reporter junit --out /dev/stdout; then
  [[ $status == 1 && $out == *"</testsuites>"* && -L /dev/stdout ]] \
    && pass "--out /dev/stdout writes the report to stdout; /dev/stdout stays a link" || fail "--out /dev/stdout" "$out$err"
fi
mkfifo "$work/fifo"
(cat "$work/fifo" >"$work/fifo.read") &
reader=$!
if bounded "--out FIFO" "$bin" test "$spec/one_spec.lua" --reporter json --out "$work/fifo"; then
  wait "$reader"
  [[ -p $work/fifo && $(cat "$work/fifo.read") == *'"summary"'* ]] \
    && pass "--out FIFO writes through to its reader; the FIFO stays" || fail "--out FIFO writes through to its reader" "$err"
fi
if bounded "--out FIFO without a reader" "$bin" test "$spec/one_spec.lua" --out "$work/fifo"; then
  [[ $status == 2 && $err == *"a FIFO nobody reads"* && -p $work/fifo ]] \
    && pass "--out FIFO nobody reads is refused, not waited on" || fail "--out FIFO nobody reads is refused" "$err"
fi
printf 'old\n' >"$work/target.xml"
ln -s "$work/target.xml" "$work/link.xml"
if bounded "--out link" "$bin" test "$spec/one_spec.lua" --reporter junit --out "$work/link.xml"; then
  [[ -L $work/link.xml && $(cat "$work/target.xml") == *"</testsuites>"* ]] \
    && pass "--out through a link replaces its target; the link stays" || fail "--out through a link replaces its target" "$err"
fi
ln -s "$work/nowhere.xml" "$work/dangling.xml"
mkdir "$work/adir"
for target in "$work/dangling.xml" "$work/adir"; do
  if bounded "--out $target" "$bin" test "$spec/one_spec.lua" --out "$target"; then
    [[ $status == 2 && $err == *"--out: $target"* && ! -e $work/nowhere.xml ]] \
      && pass "--out $(basename "$target") is refused with the reason" || fail "--out $(basename "$target") is refused" "$err"
  fi
done

# Snapshot names: five tests whose names one slug would share write five files.
cp "$dir/names.lua" "$spec/names_spec.lua"
if bounded "snapshot names" env -u CI "$bin" test "$spec/names_spec.lua"; then
  count=$(find "$spec/__snapshots__/names_spec" -name '*.txt' | wc -l)
  [[ $status == 0 && $count == 5 ]] && pass "snapshot names never collide (5 names, $count files)" || fail "snapshot names never collide ($count files)" "$out$err"
fi
if bounded "snapshot names in CI" env CI=true "$bin" test "$spec/names_spec.lua"; then
  [[ $status == 0 ]] && pass "each test reads back its own snapshot" || fail "each test reads back its own snapshot" "$out"
fi

# Control bytes of names and messages never reach a terminal raw.
for reporter in text tap gtest; do
  if bounded "control bytes ($reporter)" "$bin" test "$dir/control.lua" --reporter "$reporter"; then
    raw_free "$out$err" && [[ $out == *'\27]0;pwned\a'* || $out == *'\x1b]0;pwned\x07'* ]] \
      && pass "control bytes in names and messages are escaped ($reporter)" || fail "control bytes are escaped ($reporter)" "$(cat -v <<<"$out")"
  fi
done

# tabhost.open takes nothing outside the spec's directory and the project root.
cp "$dir/open.lua" "$spec/open_spec.lua"
ln -sf /etc/passwd "$spec/link-out.lua"
if bounded "tabhost.open outside" "$bin" test "$spec/open_spec.lua"; then
  [[ $status == 1 && $(grep -c "is outside the spec's directory and the project root" <<<"$out") == 3 && $out != *"root:"* ]] \
    && pass "tabhost.open refuses files outside; no error quotes them" || fail "tabhost.open refuses files outside" "$out"
fi
