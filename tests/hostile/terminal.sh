# Terminal and signals (docs/safety.md): `tabhost run` in tmux under hostile input and
# signals. Every case checks the exit status, that `stty -a` is as before, and the normal
# screen, cursor and mouse modes (`ended`); the waits are bounded by the hang detector.
source scripts/lib/tmux.sh
tmux_socket="shell-hostile-$$"
on_exit "tmux_socket=$tmux_socket tmux_cleanup"
terminal=$corpus/terminal

if ! command -v tmux >/dev/null 2>&1; then
  fail "terminal: tmux is not installed (scripts/setup installs it)"
else
  # q every 700 ms until the binary exits: a paste without its end must give the keys back
  # after 500 ms of quiet (a q sooner is pasted text and restarts the quiet).
  quit_polling() { tm send-keys -t "$1" q; sleep 0.7; exists "$work/$1/status"; }

  if start term-paste "$terminal/plain.lua"; then
    tm send-keys -t term-paste -l $'\e[200~abc'
    wait_until "q answers after the paste's quiet" quit_polling term-paste
    ended term-paste 0
  fi

  if start term-paste-c "$terminal/plain.lua"; then
    tm send-keys -t term-paste-c -l $'\e[200~abc'
    tm send-keys -t term-paste-c C-c
    ended term-paste-c 130
  fi

  # SIGSTOP from outside; meanwhile the shell resets the settings and draws (as bash does
  # when a job stops); SIGCONT must bring raw mode and the whole frame back.
  if start term-stop "$terminal/plain.lua"; then
    tm send-keys -t term-stop Right
    wait_until "switched" shows term-stop "second page"
    kill -STOP "$(pid term-stop)"
    stty -F "$(pane_tty term-stop)" sane
    printf '\e[2J\e[Hthe shell was here\n' > "$(pane_tty term-stop)"
    kill -CONT "$(pid term-stop)"
    wait_until "raw again" raw_mode term-stop && pass "term-stop: SIGCONT puts raw mode back" || fail "term-stop: raw mode after SIGCONT" "$(stty -a -F "$(pane_tty term-stop)")"
    wait_until "redrawn" same_screen term-stop "$(expected 80 24 right "$terminal/plain.lua")" \
      && pass "term-stop: SIGCONT redraws the whole frame" || fail "term-stop: frame after SIGCONT" "$(screen term-stop)"
    tm send-keys -t term-stop q
    ended term-stop 0
  fi

  if start term-quit "$terminal/plain.lua"; then
    kill -QUIT "$(pid term-quit)"
    ended term-quit 131
    hides term-quit "crashed" && hides term-quit "Backtrac" && pass "term-quit: no backtrace drawn" || fail "term-quit: screen" "$(screen term-quit)"
  fi

  # The crash path: a SIGSEGV sent from outside restores the terminal and ends the process.
  if start term-segv "$terminal/plain.lua"; then
    kill -SEGV "$(pid term-segv)"
    ended term-segv 139
  fi

  # q, ctrl+c and SIGTERM behind a runaway callback answer once the running call returns:
  # nine presses of x queue nine budgets of 2 s, and after Right every frame costs one; the
  # bound allows three (the loop must run neither the queued keys nor the next frame).
  budget=2000
  spinning() { grep -q spinning "$work/$1/run.log" 2>/dev/null; }
  answers_within() {  # NAME STATUS: the binary ended with STATUS within three budgets of now
    local name=$1 started; started=$(now_ms)
    local tmux_timeout_s=$((budget * 3 / 1000))
    if wait_until "exit" exists "$work/$name/after"; then
      pass "$name: answered within three budgets ($(( $(now_ms) - started )) ms)"
      ended "$name" "$2"
    else
      fail "$name: still running $((budget * 3)) ms after the quit"
      kill -KILL "$(pid "$name")" 2>/dev/null
    fi
  }
  for quit in q:0 C-c:130 TERM:143; do
    name=term-spin-${quit%%:*}
    if start "$name" "$terminal/spin-key.lua" --timeout "$budget"; then
      tm send-keys -t "$name" x
      wait_until "the callback runs" spinning "$name"
      for _ in 1 2 3 4 5 6 7 8; do tm send-keys -t "$name" x; done
      if [[ ${quit%%:*} == TERM ]]; then kill -TERM "$(pid "$name")"; else tm send-keys -t "$name" "${quit%%:*}"; fi
      answers_within "$name" "${quit##*:}"
    fi
  done

  if start term-spin-page "$terminal/spin-page.lua" --timeout "$budget"; then
    tm send-keys -t term-spin-page Right
    wait_until "the callback runs" spinning term-spin-page
    tm send-keys -t term-spin-page q
    answers_within term-spin-page 0
  fi

  # The host's own work on what a script handed it is bounded by the event's budget too
  # (docs/safety.md, "The time budget"): q, ctrl+c and SIGTERM after a key that set a 1 MB
  # status, and q while a save that adds a key name of 40,000 modifiers reloads, are
  # answered within three budgets (the promise is the budget plus half a second).
  budget=1000
  status_set() { grep -q "status set" "$work/$1/run.log" 2>/dev/null; }
  for quit in q:0 C-c:130 TERM:143; do
    name=term-status-${quit%%:*}
    if start "$name" "$terminal/big-status.lua" --timeout "$budget"; then
      tm send-keys -t "$name" x
      wait_until "the callback ran" status_set "$name"
      if [[ ${quit%%:*} == TERM ]]; then kill -TERM "$(pid "$name")"; else tm send-keys -t "$name" "${quit%%:*}"; fi
      answers_within "$name" "${quit##*:}"
    fi
  done
  if start term-status-banner "$terminal/big-status.lua" --timeout "$budget"; then
    tm send-keys -t term-status-banner x
    wait_until "the status" shows term-status-banner "word word word" \
      && row_starts term-status-banner 1 "  A   B" \
      && pass "term-status-banner: a 1 MB status is drawn as far as it shows, under the bar" \
      || fail "term-status-banner: screen" "$(screen term-status-banner)"
    tm send-keys -t term-status-banner q
    answers_within term-status-banner 0
  fi
  if start term-save-keys "$terminal/plain.lua" --timeout "$budget"; then
    save "$work/term-save-keys/plain.lua" "$(cat "$terminal/big-key.lua")"
    sleep 0.2  # the reload starts 30 ms after the save and decodes for a budget
    tm send-keys -t term-save-keys q
    answers_within term-save-keys 0
  fi
fi
