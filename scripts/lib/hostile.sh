# Helpers of scripts/test-hostile, for the group files in tests/hostile/*.sh.
# Sourced after tally.sh ($bin, pass, fail); $work is a fresh temporary directory.

hang_bound=${HOSTILE_HANG_BOUND:-20}   # seconds: far above any budget; only a hang reaches it
cleanups=()

# bounded NAME COMMAND...: runs COMMAND with no stdin under the hang bound, keeping stdout in
# $out, stderr in $err and the status in $status (124 after a hang, which also fails NAME).
# Returns 1 after a hang so callers can skip their other checks.
bounded() {
  local name=$1; shift
  timeout --kill-after=5 "$hang_bound" "$@" >"$work/out" 2>"$work/err" </dev/null
  status=$?
  out=$(cat "$work/out"); err=$(cat "$work/err")
  if ((status == 124 || status == 137)); then
    fail "$name" "hung: still running after ${hang_bound}s: $*"
    return 1
  fi
  return 0
}

# raw_free TEXT: true when TEXT holds no control byte but newline and tab (no ESC, no BEL, ...).
raw_free() { ! LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' <<<"$1"; }

# on_exit COMMAND: runs COMMAND when the stage ends (a group's tmux server, say).
on_exit() { cleanups+=("$1"); }
hostile_cleanup() { local c; for c in "${cleanups[@]}"; do eval "$c" 2>/dev/null; done; }
