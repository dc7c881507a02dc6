# Files and streams (docs/safety.md, "Files and streams"): a script, spec or module path that
# is not a regular file is refused before it is read, and never waited on; the size read is
# bounded; a name that is not UTF-8 opens and is shown escaped; a failed write to stdout or
# stderr is exit status 2 with a message on the other stream. Sourced by scripts/test-hostile.
files=$corpus/files
place=$work/files
mkdir -p "$place/spec" "$place/mods"

# refused NAME EXPECTED_WORDS COMMAND...: exit status 2, stderr names the refusal, no hang.
refused() {
  local name=$1 words=$2; shift 2
  if bounded "$name" "$@"; then
    [[ $status == 2 && $err == *"$words"* ]] && raw_free "$err" && pass "$name" || fail "$name (status $status)" "$out$err"
  fi
}

# Not a regular file: devices, a FIFO with no writer, a directory, a socket; through every
# command that reads a script, a link to a device included.
mkfifo "$place/fifo.lua"
ln -s /dev/zero "$place/zero.lua"
python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$place/socket.lua"
for command in render check run; do
  refused "$command /dev/zero is refused, not read" "/dev/zero: cannot open: not a regular file (a character device)" "$bin" "$command" /dev/zero
  refused "$command of a FIFO with no writer is refused at once" "fifo.lua: cannot open: not a regular file (a FIFO)" "$bin" "$command" "$place/fifo.lua"
done
refused "render of a link to /dev/zero is refused" "zero.lua: cannot open: not a regular file (a character device)" "$bin" render "$place/zero.lua"
refused "render of a directory is refused" "files: cannot open: not a regular file (a directory)" "$bin" render "$place"
refused "render of a socket is refused" "socket.lua: cannot open: not a regular file (a socket)" "$bin" render "$place/socket.lua"
refused "test of a FIFO spec file is refused" "fifo.lua: not a file or directory" "$bin" test "$place/fifo.lua"
# A FIFO among the spec files of a directory is not a spec file.
cp "$files/pass-spec.lua" "$place/spec/pass_spec.lua"
mkfifo "$place/spec/wait_spec.lua"
if bounded "test of a directory holding a FIFO" "$bin" test "$place/spec"; then
  [[ $status == 0 && $(tail -n 1 <<<"$out") == "1 passed, 0 failed" ]] \
    && pass "test of a directory skips a FIFO named like a spec" || fail "test of a directory holding a FIFO (status $status)" "$out$err"
fi
rm -f "$place/spec/wait_spec.lua"
# tabhost.open of a FIFO, a device and a directory in a spec; require of a FIFO module.
cp "$files/open-spec.lua" "$place/open_spec.lua"
mkfifo "$place/mods/waits.lua"
mkdir -p "$place/dir.lua"
ln -s /dev/zero "$place/mods/zero.lua"
if bounded "tabhost.open of a FIFO, a device, a directory" "$bin" test "$place/open_spec.lua"; then
  [[ $status == 0 && $(tail -n 1 <<<"$out") == "4 passed, 0 failed" ]] \
    && pass "tabhost.open and require refuse what is not a regular file, at once" || fail "tabhost.open of a FIFO (status $status)" "$out$err"
fi
cp "$files/device-spec.lua" "$place/device_spec.lua"
if bounded "tabhost.open of a device under --trust" "$bin" test --trust "$place/device_spec.lua"; then
  [[ $status == 0 && $(tail -n 1 <<<"$out") == "1 passed, 0 failed" ]] \
    && pass "tabhost.open of a device under --trust is refused, not read" || fail "tabhost.open of a device under --trust (status $status)" "$out$err"
fi
cp "$files/requires-fifo.lua" "$place/requires-fifo.lua"
if bounded "require of a FIFO module" "$bin" render "$place/requires-fifo.lua"; then
  [[ $status == 2 && $err == *"module 'mods.waits' not found"* ]] \
    && pass "a script's require passes over a FIFO module" || fail "require of a FIFO module (status $status)" "$out$err"
fi

# The size read is bounded: a 65 MiB script (sparse, so the test writes nothing), spec file,
# module and `.busted`.
truncate -s 65M "$place/huge.lua" "$place/huge_spec.lua" "$place/mods/huge.lua"
refused "render of a 65 MiB script" "huge.lua: cannot read: larger than 64 MiB, the most a script file may hold" "$bin" render "$place/huge.lua"
refused "check of a 65 MiB script" "huge.lua: cannot read: larger than 64 MiB" "$bin" check "$place/huge.lua"
if bounded "test of a 65 MiB spec file" "$bin" test "$place/huge_spec.lua"; then
  [[ $status == 1 && $out == *"larger than 64 MiB"* ]] && pass "test of a 65 MiB spec file fails it, naming the bound" || fail "test of a 65 MiB spec (status $status)" "$out$err"
fi
printf 'local m = require("mods.huge")\nreturn { tabs = { { id = "a", title = "A" } } }\n' >"$place/requires-huge.lua"
refused "require of a 65 MiB module" "mods/huge.lua: larger than 64 MiB" "$bin" render "$place/requires-huge.lua"
rm -f "$place/huge.lua" "$place/huge_spec.lua" "$place/mods/huge.lua"

# Paths are bytes: a script, a spec and a missing file named with bytes that are not UTF-8.
odd=$place/$'\xff\xfe.lua'
cp "$files/plain.lua" "$odd"
if bounded "render of a script named \\xff\\xfe.lua" "$bin" render "$odd" --size 20x3 --color never; then
  [[ $status == 0 && $out == *"One"* ]] && pass "a script named with bytes that are not UTF-8 renders" || fail "render \\xff\\xfe.lua (status $status)" "$out$err"
fi
if bounded "check of a script named \\xff\\xfe.lua" "$bin" check "$odd"; then
  [[ $status == 0 && $out == *'\255\254.lua: ok (2 items)'* ]] && raw_free "$out" \
    && pass "check names it escaped: \\255\\254.lua" || fail "check \\xff\\xfe.lua (status $status)" "$(cat -v <<<"$out$err")"
fi
printf 'return { tabs = { { id = "a", title = "A", page = function() error("boom") end } } }\n' >"$odd"
if bounded "an error in a script named \\xff\\xfe.lua" "$bin" render "$odd" --size 20x3; then
  [[ $status == 2 && $err == *'\255\254.lua:1: boom'* ]] && raw_free "$err" \
    && pass "its errors name it escaped: \\255\\254.lua:1:" || fail "error in \\xff\\xfe.lua (status $status)" "$(cat -v <<<"$err")"
fi
cp "$files/plain.lua" "$place/"$'\e[31mred.lua'
if bounded "check of a script named with ESC" "$bin" check "$place/"$'\e[31mred.lua'; then
  [[ $status == 0 && $out == *'\27[31mred.lua: ok (2 items)'* ]] && raw_free "$out" \
    && pass "check's stdout names a script named with ESC escaped" || fail "check of a script named with ESC (status $status)" "$(cat -v <<<"$out$err")"
fi
refused "a missing file named with bytes that are not UTF-8" '\255missing.lua: cannot open: No such file or directory' "$bin" render "$place/"$'\xff'missing.lua
mkdir -p "$place/odd"
printf 'it("passes", function() assert.equal(2, 1 + 1) end)\nit("fails", function() assert.equal(1, 2) end)\n' >"$place/odd/"$'\xfe'_spec.lua
if bounded "test of a directory with a spec named \\xfe_spec.lua" "$bin" test "$place/odd"; then
  [[ $status == 1 && $out == *'\254_spec.lua:2:'* && $(tail -n 1 <<<"$out") == "1 passed, 1 failed" ]] && raw_free "$out" \
    && pass "a spec file named with bytes that are not UTF-8 is found, run and named escaped" || fail "test \\xfe_spec.lua (status $status)" "$(cat -v <<<"$out$err")"
fi

for reporter in json junit; do
  if bounded "test --reporter $reporter, a spec named \\xfe_spec.lua" "$bin" test "$place/odd" --reporter "$reporter"; then
    python3 - "$reporter" "$out" <<'PY' && pass "the $reporter report names \\xfe_spec.lua as \\254_spec.lua" || fail "the $reporter report names \\xfe_spec.lua escaped" "$out"
import json, sys, xml.dom.minidom
kind, text = sys.argv[1], sys.argv[2]
if kind == "json":
    names = [f["file"] for f in json.loads(text)["files"]]
else:
    names = [s.getAttribute("name") for s in xml.dom.minidom.parseString(text).getElementsByTagName("testsuite")]
sys.exit(0 if any(n.endswith("\\254_spec.lua") for n in names) else 1)
PY
  fi
done

# Streams: a failed write to stdout or stderr is exit status 2, said on the other stream.
# streams NAME STATUS WORDS REDIRECTION COMMAND...: runs COMMAND with the redirection under the
# hang bound; the status and the message (on whichever stream still works) are checked.
streams() {
  local name=$1 want=$2 words=$3 redirect=$4; shift 4
  local got
  got=$(eval "timeout --kill-after=5 $hang_bound \"\$@\" $redirect" </dev/null); status=$?
  if [[ $status == "$want" && $got == *"$words"* ]]; then pass "$name"; else fail "$name (status $status)" "$got"; fi
}
full="cannot write to stdout: No space left on device"
closed="cannot write to stdout: Bad file descriptor"
streams "render >/dev/full is exit 2" 2 "$full" '2>&1 >/dev/full' "$bin" render examples/btab.lua
streams "render >&- is exit 2" 2 "$closed" '2>&1 >&-' "$bin" render examples/btab.lua
streams "check >&- is exit 2" 2 "$closed" '2>&1 >&-' "$bin" check examples/btab.lua
streams "check >/dev/full is exit 2" 2 "$full" '2>&1 >/dev/full' "$bin" check examples/btab.lua
streams "test --reporter json >/dev/full is exit 2" 2 "$full" '2>&1 >/dev/full' "$bin" test "$files/pass-spec.lua" --reporter json
streams "test >/dev/full is exit 2" 2 "$full" '2>&1 >/dev/full' "$bin" test "$files/pass-spec.lua"
streams "test --reporter tap >&- is exit 2" 2 "$closed" '2>&1 >&-' "$bin" test "$files/pass-spec.lua" --reporter tap
streams "help >/dev/full is exit 2" 2 "$full" '2>&1 >/dev/full' "$bin" help
streams "--version >/dev/full is exit 2" 2 "$full" '2>&1 >/dev/full' "$bin" --version
streams "a usage error with stderr full is exit 2, said on stdout" 2 "cannot write to stderr: No space left on device" '2>/dev/full' "$bin" render --size 0x0 examples/btab.lua
streams "render's errors with stderr full: exit 2, said on stdout" 2 "cannot write to stderr: No space left on device" '2>/dev/full' "$bin" render tests/cli/broken.lua --size 20x3
streams "render's errors with stderr closed: exit 2, said on stdout" 2 "cannot write to stderr: Bad file descriptor" '2>&-' "$bin" render tests/cli/broken.lua --size 20x3
streams "a spec's print with stderr full: exit 2" 2 "cannot write to stderr: No space left on device" '2>/dev/full' "$bin" test "$corpus/output/prints-spec.lua"
streams "both streams closed: exit 2" 2 "" '>&- 2>&-' "$bin" render examples/btab.lua
# With stdout closed, nothing the host opens takes its number: the bytecode cache written
# meanwhile is intact, and the next run renders as always.
cache=$place/cache
streams "render >&- with a fresh cache" 2 "$closed" '2>&1 >&-' env XDG_CACHE_HOME="$cache" "$bin" render examples/btab.lua --size 40x8
if [[ $(env XDG_CACHE_HOME="$cache" "$bin" render examples/btab.lua --size 40x8 2>&1) == "$(cat tests/cli/btab-40x8.txt)" ]]; then
  pass "after render >&-, the cache it wrote loads: the same frame"
else
  fail "after render >&-, the cache it wrote loads"
fi
