# Sourced by the scripts/test-* stages: runs from the repository root, names the binary
# under test ($TABHOST, default the debug build), and keeps the count that a stage ends
# with (`N passed, N failed`, the line scripts/test adds up).
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
bin=${TABHOST:-$root/.build/debug/tabhost}
passed=0 failed=0

# pass NAME
pass() { passed=$((passed + 1)); echo "ok   $1"; }

# fail NAME [DETAILS]: DETAILS (at most 30 lines) indented under the name.
fail() {
  failed=$((failed + 1)); echo "FAIL $1"
  [[ -n ${2:-} ]] && sed 's/^/     | /' <<<"$2" | head -n 30
  return 0
}

# finish: the stage's last line; its status is the stage's.
finish() {
  echo "$passed passed, $failed failed"
  ((failed == 0))
}
