#!/usr/bin/env bash
# The `rusqlite` feature classifies the rusqlite the server is on: for each
# minor release in the range runtime/Cargo.toml names, a crate on exactly
# that release builds with toolerror and classifies a busy database and a
# query that matched nothing. Uses the system SQLite when pkg-config finds
# it, else SQLite bundled (slower).
#
#   scripts/rusqlite_versions.sh [VERSION ...]   # default: 0.32 … 0.43
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/target/rusqlite-versions"
mkdir -p "$work/src"
features='[]'
pkg-config --exists sqlite3 2>/dev/null || features='["bundled"]'
cat > "$work/src/main.rs" <<'RUST'
use toolerror::Category;
use toolerror::classify::Classify;

fn main() {
    let busy = rusqlite::Error::SqliteFailure(
        rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY),
        None,
    );
    assert_eq!(busy.classify().map(|c| c.category), Some(Category::Transient));
    let store = rusqlite::Connection::open_in_memory().expect("an in-memory database");
    let nothing = store
        .query_row("SELECT 1 WHERE 0", [], |row| row.get::<_, i64>(0))
        .expect_err("no row");
    assert_eq!(nothing.classify().map(|c| c.category), Some(Category::Validation));
}
RUST
versions=("$@")
[ ${#versions[@]} -gt 0 ] || versions=(0.32 0.33 0.34 0.35 0.36 0.37 0.38 0.39 0.40 0.41 0.42 0.43)
for version in "${versions[@]}"; do
    cat > "$work/Cargo.toml" <<TOML
[package]
name = "rusqlite-versions"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
toolerror = { path = "$root/runtime", features = ["rusqlite"] }
rusqlite = { version = "=$version", features = $features }

[workspace]
TOML
    rm -f "$work/Cargo.lock"
    (cd "$work" && cargo generate-lockfile -q)
    # Two releases that share one libsqlite3-sys may both be picked; the
    # lock is made to agree, as the README tells a server to.
    locked() { grep -A1 'name = "rusqlite"' "$work/Cargo.lock" | sed -n 's/^version = "\(.*\)"/\1/p' | sort -V; }
    if [ "$(locked | wc -l)" -gt 1 ]; then
        (cd "$work" && cargo update -q -p "rusqlite@$(locked | tail -1)" --precise "$(locked | head -1)")
    fi
    (cd "$work" && cargo run -q)
    if [ "$(locked | wc -l)" != 1 ]; then
        echo "rusqlite $version: $(locked | wc -l) versions of rusqlite in one build" >&2
        exit 1
    fi
    echo "rusqlite $version: classifies"
done
