# The time budget (docs/safety.md "The time budget"): everything a script makes the
# host run stops at the budget (xpcall handlers, __close, __gc, __tostring, long C library
# calls), through render, test and run; what nothing in the process can stop ends it, by the
# watchdog, with the terminal given back. Sourced by scripts/test-hostile.
source scripts/lib/tmux.sh
budget_dir=$corpus/budget

# stops NAME [FLAGS...]: render stops the script at the 300 ms budget, with file:line.
stops() {
  local name=$1; shift
  local label="$name${*:+ $*}" started; started=$(now_ms)
  if bounded "budget: render $label" "$bin" render "$budget_dir/$name.lua" --size 30x3 --timeout 300 "$@"; then
    local took=$(( $(now_ms) - started ))
    if [[ $status == 2 && $err == "$budget_dir/$name.lua:"[0-9]*": script timed out after 300 ms"* ]] && raw_free "$err"; then
      pass "budget: render $label stops at the budget (ended ${took} ms after start, 300 ms budget)"
    else
      fail "budget: render $label stops at the budget (status $status)" "$err"
    fi
  fi
}

# Sandboxed and trusted alike (trusted scripts get the same metered library functions).
for name in xpcall close closed-later backtrack plain-find gsub table-loops sort load; do
  stops "$name"
  stops "$name" --trust
done
stops gc-trusted --trust
stops unhooked --trust  # removes the hook again and again

# Where the system refuses the alarm's timer (no queued signal allowed), the count hook runs
# every 10,000 instructions instead, as it did before the alarm.
if bounded "budget: render without a timer" bash -c 'ulimit -i 0 && exec "$@"' - \
    "$bin" render "$budget_dir/xpcall.lua" --size 30x3 --timeout 300; then
  [[ $status == 2 && $err == "$budget_dir/xpcall.lua:"[0-9]*": script timed out after 300 ms"* ]] \
    && pass "budget: with no timer to be had (ulimit -i 0), the periodic hook stops the script" \
    || fail "budget: without a timer (status $status)" "$err"
fi

if bounded "budget: render tostring" "$bin" render "$budget_dir/tostring.lua" --size 30x3 --timeout 300; then
  [[ $status == 2 && $err == "$budget_dir/tostring.lua:5: (error object is a table: {})"* ]] \
    && pass "budget: a looping __tostring is stopped; the error shows its short form at file:line" \
    || fail "budget: a looping __tostring (status $status)" "$err"
fi
if bounded "budget: render gc-sandbox" "$bin" render "$budget_dir/gc-sandbox.lua" --size 30x3; then
  [[ $status == 2 && $err == *"gc-sandbox.lua:5: __gc metamethods are not available in the sandbox (run with --trust)"* ]] \
    && pass "budget: the sandbox refuses __gc, naming --trust" || fail "budget: the sandbox refuses __gc (status $status)" "$err"
fi
if bounded "budget: render gc-at-exit" "$bin" render "$budget_dir/gc-at-exit.lua" --size 30x3 --timeout 300 --trust; then
  [[ $status == 0 && $out == *fine* ]] \
    && pass "budget: a looping finalizer run by lua_close at exit is stopped" || fail "budget: lua_close's finalizers (status $status)" "$err"
fi
if bounded "budget: render rep" "$bin" render "$budget_dir/rep.lua" --size 30x3 --timeout 300; then
  [[ $status == 0 && $out == *"[]"* ]] && pass "budget: string.rep of nothing 2^62 times costs nothing" || fail "budget: rep (status $status)" "$err"
fi
# The collector's atomic step cannot be interrupted: the watchdog ends the process.
if bounded "budget: render ephemeron" "$bin" render "$budget_dir/ephemeron.lua" --size 30x3 --timeout 2000 --keys x; then
  [[ $status == 2 && $err == *"ephemeron.lua: the script did not stop at its time budget and still ran 2000 ms later"* ]] \
    && pass "budget: the watchdog ends a process stuck in the collector, saying why" || fail "budget: the watchdog (status $status)" "$err"
fi

# The host's own compile of a huge script or module (24 MiB in a function never called, some
# 0.4 s to compile) is cut at a 100 ms budget too, at the line the parser reached.
mkdir -p "$work/compile"
{ echo "local function never()"; yes "a = 1" | head -n 4194304; echo "end"; } >"$work/compile/huge.lua"
cp "$work/compile/huge.lua" "$work/compile/hugemod.lua"
echo 'return { tabs = { { id = "a", title = "A" } } }' >>"$work/compile/huge.lua"
printf 'require "hugemod"\nreturn { tabs = { { id = "a", title = "A" } } }\n' >"$work/compile/requires.lua"
for case in "huge huge script" "requires hugemod required module"; do
  read -r name named what <<<"$case"
  if bounded "budget: render $name" "$bin" render "$work/compile/$name.lua" --size 30x3 --timeout 100; then
    [[ $status == 2 && $err == "$work/compile/$named.lua:"[0-9]*": script timed out after 100 ms"* ]] \
      && pass "budget: the compile of a 24 MiB $what stops at the budget, naming the line it reached" \
      || fail "budget: compile of a $what (status $status)" "$err"
  fi
done

# A trusted script's own hook that never returns runs with hooks off: the watchdog ends it.
if bounded "budget: render own-hook --trust" "$bin" render "$budget_dir/own-hook.lua" --size 30x3 --timeout 300 --trust; then
  [[ $status == 2 && $err == *"own-hook.lua: the script did not stop at its time budget and still ran 2000 ms later"* ]] \
    && pass "budget: a trusted script stuck in its own hook is ended by the watchdog" || fail "budget: own-hook (status $status)" "$err"
fi

if bounded "budget: test" "$bin" test "$budget_dir/budget-spec.lua"; then
  [[ $status == 0 && $(tail -n 1 <<<"$out") == "12 passed, 0 failed" ]] \
    && pass "budget: the spec runner stops every case and goes on" || fail "budget: test (status $status)" "$out$err"
fi

# The host's own work on what a script handed it (a 2 MB status, a key name of 64,000
# modifiers) is bounded by the event's budget: each command ends well within the hang bound,
# either done (the work was quick) or with an error at the script's file:line (the timeout, or
# a bound the boundary keeps, such as a key name's length).
host_work() {  # NAME COMMAND [FLAGS...]
  local name=$1 command=$2 started; shift 2; started=$(now_ms)
  if bounded "budget: $command $name" "$bin" "$command" "$budget_dir/$name.lua" --timeout 300 "$@"; then
    local took=$(( $(now_ms) - started ))
    if [[ $status == 0 || ( $status == 2 && $err == "$budget_dir/$name.lua:"[0-9]*": "* ) ]]; then
      pass "budget: $command $name: the host's work ends within the budget (status $status, ${took} ms)"
    else
      fail "budget: $command $name (status $status)" "${err:0:500}"
    fi
  fi
}
host_work host-status render --size 30x3
host_work host-keyname render --size 30x3
host_work host-keyname check

# Budgets inside budgets: each keeps its own deadline, whichever is shorter.
if bounded "budget: nested" "$bin" test --timeout 3000 "$budget_dir/nested-spec.lua"; then
  [[ $status == 1 && $(tail -n 1 <<<"$out") == "2 passed, 1 failed" \
     && $out == *"nested-spec.lua:"[0-9]*": script timed out after 3000 ms"* ]] \
    && pass "budget: an app's call stops at the app's budget inside a test, the test's shorter budget covers the app" \
    || fail "budget: nested (status $status)" "$out$err"
fi

# A misbehaving __tostring of an error object costs its test only.
if bounded "budget: tostring in test" "$bin" test --timeout 1000 "$budget_dir/tostring-spec.lua"; then
  [[ $status == 1 && $(tail -n 1 <<<"$out") == "2 passed, 4 failed" && $out == *"(cut: 50000000 bytes)"* ]] \
    && pass "budget: a __tostring that loops, errors, returns no string or a huge one fails its test only" \
    || fail "budget: tostring in test (status $status)" "${out:0:2000}$err"
fi

# run in tmux: q answers after a runaway search in C; the watchdog gives the terminal back.
tmux_socket="guard-hostile-$$"
on_exit "tmux_socket=$tmux_socket tmux_cleanup"
if ! command -v tmux >/dev/null 2>&1; then
  fail "budget: tmux is not installed (scripts/setup installs it)"
else
  searching() { grep -q searching "$work/$1/run.log" 2>/dev/null; }
  if start budget-spin "$budget_dir/spin-pattern.lua" --timeout 1000; then
    tm send-keys -t budget-spin x
    wait_until "the search runs" searching budget-spin
    tm send-keys -t budget-spin q
    ended budget-spin 0
  fi
  chaining() { grep -q chaining "$work/$1/run.log" 2>/dev/null; }
  if start budget-ephemeron "$budget_dir/ephemeron.lua" --timeout 2000; then
    tm send-keys -t budget-ephemeron x
    wait_until "the chain is built" chaining budget-ephemeron
    ended budget-ephemeron 2
    shows budget-ephemeron "ephemeron.lua: the script did not" \
      && pass "budget-ephemeron: the watchdog's message is shown after the terminal is back" \
      || fail "budget-ephemeron: the watchdog's message" "$(screen budget-ephemeron)"
  fi
fi
