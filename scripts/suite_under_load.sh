#!/usr/bin/env bash
# The whole test suite, run while another build keeps every core busy: a
# test's verdict must not depend on the machine's speed (a server's
# start-up, a timeout), so it passes on a loaded CI runner too.
#
# The tests are built first, unloaded, so that the load falls on the tests
# as they run. Then a loop rebuilds toolerror-audit and its dependencies
# from scratch (`cargo build -j <cores>`, a target directory of its own)
# until the suite ends, and the suite runs beside it. The loop runs in a
# process group of its own, which is stopped whole (cargo and its rustc
# children) however the script ends. It prints how long the suite took
# and the load average then; the exit status is the suite's.
#
#   scripts/suite_under_load.sh [ARGS FOR cargo test ...]
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
load_target="$root/target/under-load"

cargo test --workspace --all-features --no-run "$@" || exit $?

# `setsid` makes the loop the leader of a new process group, whose id is
# its pid.
setsid bash -c '
    while :; do
        rm -rf "$1"
        cargo build -p toolerror-audit --all-features -j "$(nproc)" \
            --target-dir "$1" -q > /dev/null 2>&1
    done
' load-loop "$load_target" &
loader=$!
stop_load() {
    kill -TERM -- "-$loader" 2> /dev/null
    wait "$loader" 2> /dev/null
    rm -rf "$load_target"
}
trap stop_load EXIT
trap 'exit 130' INT TERM
# Let the load build get going before the first test starts.
sleep 20

started=$(date +%s)
cargo test --workspace --all-features "$@"
status=$?
echo "under-load: the suite took $(( $(date +%s) - started )) s; load average then $(cut -d' ' -f1-3 /proc/loadavg)" >&2
exit $status
