#!/usr/bin/env bash
# The whole test suite, run while another build keeps every core busy: a
# test's verdict must not depend on the machine's speed (a server's
# start-up, a timeout), so it passes on a loaded CI runner too.
#
# The tests are built first, unloaded, so that the load falls on the tests
# as they run. Then a loop rebuilds toolerror-audit and its dependencies
# from scratch (`cargo build -j <cores>`, a target directory of its own)
# until the suite ends, and the suite runs beside it. It prints how many
# builds ran and the load average at the end; the exit status is the
# suite's.
#
#   scripts/suite_under_load.sh [ARGS FOR cargo test ...]
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
load_target="$root/target/under-load"
stop="$load_target.stop"
cores="$(nproc)"
rm -f "$stop"

cargo test --workspace --all-features --no-run "$@" || exit $?

(
    builds=0
    while [ ! -e "$stop" ]; do
        rm -rf "$load_target"
        cargo build -p toolerror-audit --all-features -j "$cores" \
            --target-dir "$load_target" -q > /dev/null 2>&1
        builds=$((builds + 1))
    done
    echo "under-load: $builds builds of toolerror-audit ran beside the suite" >&2
) &
loader=$!
# Let the load build get going before the first test starts.
sleep 20

started=$(date +%s)
cargo test --workspace --all-features "$@"
status=$?
echo "under-load: the suite took $(( $(date +%s) - started )) s; load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2

touch "$stop"
pkill -P "$loader" cargo 2>/dev/null
wait "$loader"
rm -rf "$load_target" "$stop"
exit $status
