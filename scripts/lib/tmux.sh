# Driving the real binary in tmux: for scripts/test-e2e and the hostile groups (tests/hostile).
# Set $work (a fresh temporary directory) and $tmux_socket (this stage's own server name)
# before calling anything; $bin and pass/fail come from tally.sh. Register `tmux_cleanup`.
#
# Every wait is bounded polling (every 30 ms, up to $E2E_TIMEOUT seconds, default 20), never a
# fixed sleep. Each run goes through a small bash driver in the pane, which records `stty -a`
# before and after it, its exit status, its run log (TABHOST_LOG) and, with
# TABHOST_TRACE_BYTES, one line per frame written: `BYTES CELLS`.

tmux_timeout_s=${E2E_TIMEOUT:-20}

tm() { tmux -L "$tmux_socket" -f /dev/null "$@"; }
# tmux leaves its socket file behind when the server is killed: remove it too.
tmux_cleanup() { tm kill-server 2>/dev/null; rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$tmux_socket"; }

now_ms() { echo $(( ${EPOCHREALTIME/./} / 1000 )); }

# screen NAME: the pane's text, trailing blanks trimmed.
screen() { tm capture-pane -p -t "$1" | sed 's/ *$//'; }

# wait_until DESCRIPTION COMMAND...: runs COMMAND every 30 ms until it succeeds or time is up.
# (DESCRIPTION only documents the call.)
wait_until() {
  shift
  local deadline=$(( $(now_ms) + tmux_timeout_s * 1000 ))
  while (( $(now_ms) < deadline )); do
    "$@" && return 0
    sleep 0.03
  done
  "$@"
}

shows() { screen "$1" | grep -qF -- "$2"; }
hides() { ! shows "$1" "$2"; }
row_is() { [[ $(screen "$1" | sed -n "$2p") == "$3" ]]; }
row_starts() { [[ $(screen "$1" | sed -n "$2p") == "$3"* ]]; }
same_screen() { [[ $(screen "$1") == "$2" ]]; }
exists() { [[ -s $1 ]]; }
trace_lines() { [[ -f $1 && $(wc -l < "$1") -ge $2 ]]; }

# expected W H KEYS SCRIPT: the frame `render` draws at that size after those keys.
expected() {
  local keys=()
  [[ -n $3 ]] && keys=(--keys "$3")
  "$bin" render "$4" --size "$1x$2" --color never "${keys[@]}" | sed 's/ *$//'
}

# start NAME SCRIPT [RUN ARGS...]: copies SCRIPT into a fresh directory $work/NAME and runs
# it there (see run_in).
start() {
  local name=$1 script=$2; shift 2
  mkdir -p "$work/$name"
  cp "$script" "$work/$name/"
  run_in "$name" "$work/$name" "$(basename "$script")" "$@"
}

# run_in NAME DIR SCRIPT [RUN ARGS...]: runs `tabhost run DIR/SCRIPT` in a new 80x24 session
# NAME through the driver, whose files go to $work/NAME; waits for the first frame. With
# $drive_stderr set to `file`, the binary's stderr goes to $work/NAME/stderr.
run_in() {
  local name=$1 dir=$2 script=$3; shift 3
  local files=$work/$name redirect=""
  mkdir -p "$files"
  [[ ${drive_stderr:-} == file ]] && redirect="2> '$files/stderr'"
  cat > "$files/drive.sh" <<DRIVER
cd "$dir"
stty -a > "$files/before"
echo \$\$ > "$files/shell.pid"
TABHOST_LOG="$files/run.log" TABHOST_TRACE_BYTES="$files/trace" "$bin" run "$dir/$script" $* $redirect
echo \$? > "$files/status.tmp" && mv "$files/status.tmp" "$files/status"
stty -a > "$files/after"
exec sleep 600
DRIVER
  tm new-session -d -s "$name" -x 80 -y 24 "bash --noprofile --norc $files/drive.sh"
  wait_until "first frame" trace_lines "$files/trace" 1 || { fail "$name: first frame" "$(screen "$name")"; return 1; }
}

# pid NAME: the binary's process id (the driver shell's child).
pid() { pgrep -P "$(cat "$work/$1/shell.pid")" -x tabhost; }

# pane_tty NAME: the pane's terminal device.
pane_tty() { tm display -p -t "$1" '#{pane_tty}'; }

# raw_mode NAME: true while the pane's terminal has canonical input and echo off.
raw_mode() { stty -a -F "$(pane_tty "$1")" | grep -q -- '-icanon.*-echo '; }

# modes NAME: the pane's alternate screen, cursor, SGR mouse and button-event mouse flags.
modes() { tm display -p -t "$1" '#{alternate_on} #{cursor_flag} #{mouse_sgr_flag} #{mouse_button_flag}'; }
# modes_are NAME FLAGS: polled, since tmux parses the pane's output after the binary wrote it.
modes_are() { [[ $(modes "$1") == "$2" ]]; }

# ended NAME STATUS: the binary exited with STATUS and left the terminal as it found it
# (same stty settings except the size, normal screen, cursor shown, mouse off).
ended() {
  local name=$1 status=$2 dir=$work/$1
  if ! wait_until "exit" exists "$dir/after"; then fail "$name: exits" "$(screen "$name")"; return 1; fi
  [[ $(cat "$dir/status") == "$status" ]] && pass "$name: exit status $status" || fail "$name: exit status $(cat "$dir/status"), expected $status"
  local size='s/rows [0-9]*; columns [0-9]*;//'
  if diff <(sed "$size" "$dir/before") <(sed "$size" "$dir/after") >/dev/null; then pass "$name: stty settings restored"
  else fail "$name: stty settings restored" "$(diff <(sed "$size" "$dir/before") <(sed "$size" "$dir/after"))"; fi
  wait_until "modes restored" modes_are "$name" "0 1 0 0" && pass "$name: normal screen, cursor shown, mouse off" || fail "$name: modes after exit: $(modes "$name")"
}

# click NAME X Y: an SGR mouse press and release of the left button at 1-based X, Y.
click() { tm send-keys -t "$1" -l $'\e'"[<0;$2;$3M"$'\e'"[<0;$2;$3m"; }

# save FILE TEXT: writes a temporary file and renames it over FILE, as most editors save.
save() { printf '%s\n' "$2" > "$1.swap" && mv "$1.swap" "$1"; }
