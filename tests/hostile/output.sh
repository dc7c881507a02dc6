# Output (docs/safety.md): nothing a script writes reaches a terminal raw. Errors, tracebacks,
# chunk names and print on stderr of render, check, test and run (also its run log) must hold
# no control byte but newline and tab (`raw_free`), and show the escapes instead.
output=$corpus/output

# escaped NAME TEXT: TEXT (stderr, a log) is raw-free and shows ESC as \27.
escaped() {
  if raw_free "$2" && grep -qF '\27' <<<"$2"; then pass "$1"; else fail "$1" "$(cat -v <<<"$2")"; fi
}

if bounded "output: render, page error" "$bin" render "$output/page-error.lua" --size 20x3; then
  escaped "output: render prints a page error escaped" "$err"
  [[ $status == 2 ]] && pass "output: render exits 2 after a page error" || fail "output: render status $status"
fi
if bounded "output: check, load error" "$bin" check "$output/load-error.lua"; then
  escaped "output: check prints a load error and its print escaped" "$err"
  grep -qF '[31mchunk' <<<"$err" && pass "output: the chunk name is kept, escaped" || fail "output: chunk name" "$(cat -v <<<"$err")"
fi
if bounded "output: render, prints" "$bin" render "$output/prints.lua" --keys right --size 20x3; then
  escaped "output: render's print and callback error on stderr are escaped" "$err"
fi
if bounded "output: run without a terminal" "$bin" run "$output/load-error.lua" --size 20x3; then
  escaped "output: run without a terminal escapes stderr as render does" "$err"
fi
if bounded "output: test" "$bin" test "$output/prints-spec.lua"; then
  escaped "output: a spec's print on stderr is escaped" "$err"
fi

# run in tmux: stderr on the terminal sends print and errors to the run log; redirected,
# to stderr. Both escaped.
source scripts/lib/tmux.sh
tmux_socket="shell-hostile-output-$$"
on_exit "tmux_socket=$tmux_socket tmux_cleanup"
if ! command -v tmux >/dev/null 2>&1; then
  fail "output: tmux is not installed (scripts/setup installs it)"
else
  if start out-log "$output/prints.lua"; then
    tm send-keys -t out-log Right
    wait_until "error" shows out-log "failure"
    tm send-keys -t out-log q
    if ended out-log 0; then
      log=$(cat "$work/out-log/run.log")
      escaped "out-log: the run log holds print and the error's report, escaped" "$log"
      grep -qF 'switched to 2' <<<"$log" && grep -qF 'stack traceback' <<<"$log" \
        && pass "out-log: the log has the callback's print and the traceback" || fail "out-log: log" "$log"
      shows out-log "tabhost: the script's output and errors are in" && pass "out-log: the exit names the log" || fail "out-log: exit message" "$(screen out-log)"
    fi
  fi
  if drive_stderr=file start out-stderr "$output/prints.lua"; then
    tm send-keys -t out-stderr Right
    wait_until "error" shows out-stderr "failure"
    tm send-keys -t out-stderr q
    if ended out-stderr 0; then
      escaped "out-stderr: run with stderr redirected writes it escaped" "$(cat "$work/out-stderr/stderr")"
      [[ ! -e $work/out-stderr/run.log ]] && pass "out-stderr: no run log when stderr is not the terminal" || fail "out-stderr: a run log was written"
    fi
  fi
fi
