# Nothing lost across a reload (docs/safety.md "Reload"): plain values of state
# keep their shape, what cannot cross is dropped one path at a time with a warning in the banner
# naming the script's file, onReload runs; through test and run. Sourced by scripts/test-hostile.
source scripts/lib/tmux.sh
reload_dir=$corpus/reload

if bounded "reload: test" "$bin" test "$reload_dir/reload-spec.lua"; then
  [[ $status == 0 ]] && pass "reload: a reload keeps state's shape and names what it drops" || fail "reload: test" "$out$err"
fi

tmux_socket="guard-hostile-reload-$$"
on_exit "tmux_socket=$tmux_socket tmux_cleanup"
if ! command -v tmux >/dev/null 2>&1; then
  fail "reload: tmux is not installed (scripts/setup installs it)"
else
  if start reload-run "$reload_dir/reload.lua"; then
    tm send-keys -t reload-run Right
    wait_until "switched" shows reload-run "Two"
    script=$work/reload-run/reload.lua
    save "$script" "$(sed 's/title = "Two"/title = "Deux"/' "$script")"
    if wait_until "reloaded" shows reload-run "kept: self true shared true hits 1 last one f function"; then
      pass "reload-run: the saved script keeps the state's shape and the item"
    else
      fail "reload-run: after the save" "$(screen reload-run)"
    fi
    shows reload-run "reload.lua: warning: state." && shows reload-run "cannot be kept" \
      && pass "reload-run: the banner names the dropped path with the script's file" || fail "reload-run: banner" "$(screen reload-run)"
    hides reload-run "generation" && hides reload-run "stale" && pass "reload-run: no internal wording" || fail "reload-run: wording" "$(screen reload-run)"
    tm send-keys -t reload-run q
    ended reload-run 0
  fi
fi
