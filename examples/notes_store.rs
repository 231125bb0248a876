//! An MCP server over stdio on a SQLite store, whose errors are another
//! crate's enum (`rusqlite::Error`): classified by the crate (feature
//! `rusqlite`), no parallel enum, no `From` mapping, no `match`.
//!
//! Run it with `cargo run -p toolerror-examples --example notes_store`. The
//! database is the file `NOTES_DB` (default `notes.db`); `NOTES_READ_ONLY=1`
//! opens it read-only. Each failure is logged to stderr with its internals
//! and a correlation id; the tool result carries the description and the
//! same id.
//!
//! # Tools
//!
//! `add_note {title, body}` stores a note; `get_note {title}` reads one.
//!
//! | what happens | the tool result |
//! |---|---|
//! | the note is stored or found | success |
//! | `get_note` of a title nobody stored | validation `not_found`, naming the title |
//! | `add_note` of a title already stored (`UNIQUE` constraint) | business, "The request conflicts with data already stored…" |
//! | another connection holds the write lock past the busy timeout | transient, `retryAfterMs: 250` |
//! | the database is read-only | permission, "The store refuses this change…" |
//! | the file is not a database | unexpected: the declared category (transient), the masked description with a reference, logged at ERROR |
//! | the store's worker panicked | unexpected (an internal bug), transient with `outcomeUnknown` |

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::model::{Implementation, ServerCapabilities, ServerConfig};
use rmcp::service::ServerInitializeError;
use rmcp::{ServerHandler, ServiceExt, tool, tool_handler, tool_router};
use rusqlite::{Connection, OpenFlags, OptionalExtension};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use error::NotesError;

mod error {
    use toolerror::ToolError;

    /// Every failure of the notes tools.
    #[derive(Debug, thiserror::Error, ToolError)]
    pub enum NotesError {
        #[error("no note titled {title:?}")]
        #[category(validation)]
        #[tool_error(
            description = "There is no note titled \"{title}\". Check the title, then call again."
        )]
        NotFound { title: String },

        /// The store's own error decides the category (see
        /// `toolerror::classify`'s table for rusqlite): a description of
        /// another category than transient says what happened instead.
        #[error("notes store failed")]
        #[category(transient)]
        #[tool_error(description = "The notes store failed for now. Retry in a few seconds.")]
        Store(
            #[from]
            #[tool_error(classify)]
            rusqlite::Error,
        ),

        #[error("notes store worker crashed")]
        #[category(transient, outcome_unknown)]
        #[tool_error(unexpected)]
        Crashed(#[from] tokio::task::JoinError),
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
pub struct NewNote {
    pub title: String,
    pub body: String,
}

#[derive(Debug, Deserialize, JsonSchema)]
pub struct TitleArgs {
    pub title: String,
}

/// A stored note.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Note {
    pub title: String,
    pub body: String,
}

#[derive(Clone)]
pub struct NotesStore {
    path: PathBuf,
    read_only: bool,
}

impl NotesStore {
    /// Runs `work` on a connection of its own, off the async runtime.
    async fn with_store<T: Send + 'static>(
        &self,
        work: impl FnOnce(&Connection) -> Result<T, NotesError> + Send + 'static,
    ) -> Result<T, NotesError> {
        let (path, read_only) = (self.path.clone(), self.read_only);
        tokio::task::spawn_blocking(move || {
            let connection = if read_only {
                Connection::open_with_flags(&path, OpenFlags::SQLITE_OPEN_READ_ONLY)?
            } else {
                let connection = Connection::open(&path)?;
                connection.execute(
                    "CREATE TABLE IF NOT EXISTS notes (title TEXT PRIMARY KEY, body TEXT NOT NULL)",
                    (),
                )?;
                connection
            };
            connection.busy_timeout(Duration::from_millis(100))?;
            work(&connection)
        })
        .await?
    }
}

#[tool_router]
impl NotesStore {
    /// Stores a note under a title of its own.
    #[tool]
    async fn add_note(
        &self,
        Parameters(NewNote { title, body }): Parameters<NewNote>,
    ) -> Result<String, NotesError> {
        self.with_store(move |store| {
            store.execute(
                "INSERT INTO notes (title, body) VALUES (?1, ?2)",
                (&title, &body),
            )?;
            Ok(format!("Stored the note \"{title}\"."))
        })
        .await
    }

    /// Reads the note with this title.
    #[tool(output_schema = toolerror::rmcp::output_schema_with_error::<Note>())]
    async fn get_note(
        &self,
        Parameters(TitleArgs { title }): Parameters<TitleArgs>,
    ) -> Result<Json<Note>, NotesError> {
        self.with_store(move |store| {
            let body = store
                .query_row("SELECT body FROM notes WHERE title = ?1", [&title], |row| {
                    row.get(0)
                })
                .optional()?;
            match body {
                Some(body) => Ok(Json(Note { title, body })),
                None => Err(NotesError::NotFound { title }),
            }
        })
        .await
    }
}

#[tool_handler(router = toolerror::rmcp::categorized(Self::tool_router()))]
impl ServerHandler for NotesStore {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build()).with_server_info(
            Implementation::new("toolerror-notes-store", env!("CARGO_PKG_VERSION")),
        )
    }
}

#[tokio::main]
async fn main() -> ExitCode {
    // stdout carries the protocol; the log goes to stderr.
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .init();
    let store = NotesStore {
        path: std::env::var_os("NOTES_DB").map_or_else(|| "notes.db".into(), PathBuf::from),
        read_only: std::env::var("NOTES_READ_ONLY").is_ok_and(|flag| flag == "1"),
    };
    let service = match store.serve(rmcp::transport::stdio()).await {
        Ok(service) => service,
        Err(ServerInitializeError::ConnectionClosed(_)) => return ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("notes_store: {error}");
            return ExitCode::FAILURE;
        }
    };
    match service.waiting().await {
        Ok(_) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("notes_store: {error}");
            ExitCode::FAILURE
        }
    }
}
