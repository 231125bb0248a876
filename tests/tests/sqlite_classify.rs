//! rusqlite's errors from a real SQLite database, classified: busy,
//! constraint, read-only, no rows, and a file that is no database.

use std::path::PathBuf;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags, OptionalExtension};
use toolerror::classify::Classify;
use toolerror::{Category, ToolError, ToolErrorExt};

#[derive(Debug, thiserror::Error, ToolError)]
enum StoreError {
    #[error("store failed")]
    #[category(transient)]
    #[tool_error(description = "The store failed for now. Retry in a few seconds.")]
    Store(#[tool_error(classify)] rusqlite::Error),
}

fn database(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("toolerror-sqlite-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    let connection = Connection::open(&path).unwrap();
    connection
        .execute_batch("CREATE TABLE notes (title TEXT PRIMARY KEY, body TEXT NOT NULL)")
        .unwrap();
    path
}

#[test]
fn a_busy_database_is_transient_with_a_delay() {
    let path = database("busy.db");
    let holder = Connection::open(&path).unwrap();
    holder.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let writer = Connection::open(&path).unwrap();
    writer.busy_timeout(Duration::ZERO).unwrap();
    let error = writer
        .execute("INSERT INTO notes VALUES ('a', 'b')", [])
        .unwrap_err();
    let classification = error.classify().unwrap();
    assert_eq!(classification.category, Category::Transient, "{error}");
    assert_eq!(classification.retry_after, Some(Duration::from_millis(250)));
    let store = StoreError::Store(error);
    assert_eq!(store.retry_after(), Some(Duration::from_millis(250)));
    // Declared transient: the description written for it stands.
    assert_eq!(
        store.description(),
        "The store failed for now. Retry in a few seconds."
    );
}

#[test]
fn a_constraint_is_business_and_says_so() {
    let path = database("constraint.db");
    let connection = Connection::open(&path).unwrap();
    connection
        .execute("INSERT INTO notes VALUES ('a', 'b')", [])
        .unwrap();
    let error = connection
        .execute("INSERT INTO notes VALUES ('a', 'c')", [])
        .unwrap_err();
    let store = StoreError::Store(error);
    assert_eq!(store.category(), Category::Business);
    assert!(!store.is_retryable());
    assert!(
        store
            .description()
            .starts_with("The request conflicts with data already stored."),
        "{}",
        store.description()
    );
    assert!(!store.description().contains("UNIQUE"));
}

#[test]
fn a_read_only_database_refuses_as_permission() {
    let path = database("read-only.db");
    let connection = Connection::open_with_flags(&path, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let error = connection
        .execute("INSERT INTO notes VALUES ('a', 'b')", [])
        .unwrap_err();
    let store = StoreError::Store(error);
    assert_eq!(store.category(), Category::Permission);
    assert!(
        store
            .description()
            .starts_with("The store refuses this change")
    );
}

#[test]
fn no_rows_is_validation() {
    let path = database("empty.db");
    let connection = Connection::open(&path).unwrap();
    let error = connection
        .query_row("SELECT body FROM notes WHERE title = 'x'", [], |row| {
            row.get::<_, String>(0)
        })
        .unwrap_err();
    assert_eq!(error.classify().unwrap().category, Category::Validation);
    // `optional()` is how a tool tells "none" apart from a failure.
    let none = connection
        .query_row("SELECT body FROM notes WHERE title = 'x'", [], |row| {
            row.get::<_, String>(0)
        })
        .optional()
        .unwrap();
    assert_eq!(none, None);
}

#[test]
fn a_file_that_is_no_database_is_unexpected() {
    let path = database("garbage.db");
    std::fs::write(&path, vec![0x5au8; 8192]).unwrap();
    let connection = Connection::open(&path).unwrap();
    let error = connection
        .query_row("SELECT count(*) FROM notes", [], |row| row.get::<_, i64>(0))
        .unwrap_err();
    assert_eq!(error.classify(), None, "{error}");
    let store = StoreError::Store(error);
    assert!(store.is_unexpected());
    assert_eq!(store.category(), Category::Transient);
}
