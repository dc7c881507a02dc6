# Watching (docs/safety.md): `tabhost run` in tmux while real editors save and directories
# come and go. Each change must reach the screen (bounded polling); a reload that fails shows
# its banner until the fix arrives.
source scripts/lib/tmux.sh
tmux_socket="shell-hostile-watch-$$"
on_exit "tmux_socket=$tmux_socket tmux_cleanup"
watch=$corpus/watch
vim=$(command -v vim || command -v vim.tiny)

title_is() { [[ $(screen "$1" | sed -n 1p) =~ ^"  $2"( |$) ]]; }
# The banner wraps a long message onto the bottom third of the screen (rows 17-24 of 24),
# continuation rows indented by two: joined back into one line before the search.
banner_has() { screen "$1" | sed -n '17,24p' | sed 's/^  //' | paste -sd' ' | grep -qF -- "$2"; }
# edit EDITOR-SESSION KEYS...: sends each argument as one line of keys (ending with Enter).
edit() { local s=$1; shift; local k; for k in "$@"; do tm send-keys -t "$s" -- "$k" Enter; done; }

if ! command -v tmux >/dev/null 2>&1 || [[ -z $vim ]] || ! command -v nano >/dev/null 2>&1; then
  fail "watch: tmux, vim and nano are needed (scripts/setup installs them)"
else
  project=$work/watch-project
  mkdir -p "$project/lib"
  cp "$watch/main.lua" "$watch/later.lua" "$project/"
  cp "$watch/util.lua" "$project/lib/"
  if run_in watch "$project" main.lua; then
    wait_until "first frame" title_is watch Alpha
    tm new-session -d -s watch-editor -x 80 -y 24 "cd '$project' && exec bash --noprofile --norc"

    # vim with its defaults (backupcopy=auto: a write in place here), then a rename-style save.
    edit watch-editor "$vim --clean lib/util.lua"
    wait_until "vim" shows watch-editor "Alpha"
    edit watch-editor ":s/Alpha/Vim/" ":w"
    wait_until "vim save" title_is watch Vim && pass "watch: a vim save is on screen" || fail "watch: vim save" "$(screen watch)"
    edit watch-editor ":set backupcopy=no" ":s/Vim/Renamed/" ":w" ":q"
    wait_until "vim rename save" title_is watch Renamed && pass "watch: a vim save by rename is on screen" || fail "watch: vim backupcopy=no" "$(screen watch)"

    edit watch-editor "nano lib/util.lua"
    wait_until "nano" shows watch-editor "Renamed"
    tm send-keys -t watch-editor 'C-\'; tm send-keys -t watch-editor Renamed Enter; tm send-keys -t watch-editor Nano Enter
    tm send-keys -t watch-editor A; tm send-keys -t watch-editor C-o; tm send-keys -t watch-editor Enter; tm send-keys -t watch-editor C-x
    wait_until "nano save" title_is watch Nano && pass "watch: a nano save is on screen" || fail "watch: nano save" "$(screen watch)"

    mv "$project/lib" "$project/lib.away"
    wait_until "gone" banner_has watch "module 'lib.util' not found" && pass "watch: a folder renamed away shows the error" || fail "watch: mv away" "$(screen watch)"
    mv "$project/lib.away" "$project/lib"
    wait_until "back" title_is watch Nano && wait_until "banner cleared" row_is watch 24 "" \
      && pass "watch: the folder renamed back reloads" || fail "watch: mv back" "$(screen watch)"

    rm -r "$project/lib"
    wait_until "deleted" banner_has watch "module 'lib.util' not found" && pass "watch: a deleted folder shows the error" || fail "watch: rm -r" "$(screen watch)"
    mkdir "$project/lib"
    printf 'return { title = "Reborn" }\n' > "$project/lib/util.lua"
    wait_until "made again" title_is watch Reborn && pass "watch: the folder made again reloads" || fail "watch: mkdir" "$(screen watch)"

    tm send-keys -t watch Right
    wait_until "later page" shows watch "later one"
    save "$project/later.lua" 'return "later two"'
    wait_until "later save" shows watch "later two" && pass "watch: a module a page function required is watched" || fail "watch: later" "$(screen watch)"

    save "$project/main.lua" "$(sed 's/require "lib.util"/require "lib.other"/' "$watch/main.lua")"
    wait_until "missing" banner_has watch "module 'lib.other' not found"
    save "$project/lib/other.lua" 'return { title = "Other" }'
    wait_until "appeared" title_is watch Other && pass "watch: creating a missing module retries the load" || fail "watch: missing module" "$(screen watch)"
    tm send-keys -t watch q
    ended watch 0
  fi

  # Broken at start by a module in folders that do not exist yet: mkdir -p and a write.
  mkdir -p "$work/watch-deep-project"
  cp "$watch/missing.lua" "$work/watch-deep-project/"
  if run_in watch-deep "$work/watch-deep-project" missing.lua; then
    wait_until "banner" banner_has watch-deep "module 'deep.er.mod'" && pass "watch-deep: the missing module's error waits in the banner" || fail "watch-deep: banner" "$(screen watch-deep)"
    mkdir -p "$work/watch-deep-project/deep/er"
    printf 'return "Deep"\n' > "$work/watch-deep-project/deep/er/mod.lua"
    wait_until "loaded" title_is watch-deep Deep && pass "watch-deep: a module made in new folders brings the script up" || fail "watch-deep: mkdir -p" "$(screen watch-deep)"
    tm send-keys -t watch-deep q
    ended watch-deep 0
  fi
fi
