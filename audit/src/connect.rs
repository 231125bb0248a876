//! The connection to the server, through rmcp's client: a child process
//! over stdio, or Streamable HTTP. Every wait is bounded: connecting,
//! listing and each call give up after the timeout (a call's restarts at
//! each progress notification, within the budget), and closing kills a
//! child that doesn't exit.

use std::collections::VecDeque;
use std::fmt;
use std::process::Stdio;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, ClientRequest, PaginatedRequestParams, PingRequest,
    ProgressNotificationParam, Tool,
};
use rmcp::service::{NotificationContext, RunningService, ServiceError};
use rmcp::transport::streamable_http_client::StreamableHttpClientTransportConfig;
use rmcp::transport::{StreamableHttpClientTransport, TokioChildProcess};
use rmcp::{ClientHandler, RoleClient, ServiceExt};
use serde_json::Value;

use crate::answer::Answer;
use crate::cli::Target;
use crate::plan::Call;

/// How many lines of the server's stderr are kept, to explain a crash.
const STDERR_LINES: usize = 12;

/// At most this many pages of `tools/list`: a server that always returns
/// a `nextCursor` would otherwise be listed until the timeout.
pub const MAX_TOOL_PAGES: usize = 100;

/// The process group of the server the audit started (0: none yet), for
/// [`kill_server`] to reach from a signal's handler, where the connection
/// is out of reach.
static SERVER_GROUP: AtomicU32 = AtomicU32::new(0);

/// Kills the process group of the server the audit started, if it did;
/// for an audit interrupted by a signal, whose destructors won't run.
pub fn kill_server() {
    let group = SERVER_GROUP.swap(0, Ordering::SeqCst);
    #[cfg(unix)]
    if let Ok(group) = libc::pid_t::try_from(group)
        && group > 0
    {
        // SAFETY: killpg takes plain integers and has no memory effects;
        // the group is the one the server leads (ProcessGroup::leader).
        unsafe {
            libc::killpg(group, libc::SIGKILL);
        }
    }
    #[cfg(not(unix))]
    let _ = group;
}

/// What the server says about itself in `initialize`.
#[derive(Debug, Clone, Default)]
pub struct ServerInfo {
    /// `serverInfo.name`.
    pub name: String,
    /// `serverInfo.version`.
    pub version: String,
    /// The protocol version agreed on.
    pub protocol_version: String,
}

/// The audit's side of the session: it counts the server's progress
/// notifications, so a call that reports progress isn't timed out while
/// it works (hosts reset their timeouts on progress too).
#[derive(Debug)]
struct Listener {
    progress: tokio::sync::watch::Sender<u64>,
}

impl ClientHandler for Listener {
    async fn on_progress(
        &self,
        _params: ProgressNotificationParam,
        _context: NotificationContext<RoleClient>,
    ) {
        self.progress
            .send_modify(|count| *count = count.wrapping_add(1));
    }
}

/// An initialized connection.
pub struct Connection {
    client: RunningService<RoleClient, Listener>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    progress: tokio::sync::watch::Receiver<u64>,
}

/// Connects and initializes, within `timeout`; the error says why not.
pub async fn connect(target: &Target, timeout: Duration) -> Result<Connection, ConnectError> {
    let stderr = Arc::new(Mutex::new(VecDeque::new()));
    let (sender, progress) = tokio::sync::watch::channel(0);
    let listener = Listener { progress: sender };
    let started = match target {
        Target::Command { program, args } => {
            let mut command = tokio::process::Command::new(program);
            command.args(args);
            let mut wrapped = process_wrap::tokio::CommandWrap::from(command);
            // Its own process group, killed whole when the audit ends.
            #[cfg(unix)]
            wrapped.wrap(process_wrap::tokio::ProcessGroup::leader());
            wrapped.wrap(process_wrap::tokio::KillOnDrop);
            let (transport, child_stderr) = TokioChildProcess::builder(wrapped)
                .stderr(Stdio::piped())
                .spawn()
                .map_err(|error| ConnectError::Start {
                    program: program.clone(),
                    error,
                })?;
            SERVER_GROUP.store(transport.id().unwrap_or(0), Ordering::SeqCst);
            if let Some(child_stderr) = child_stderr {
                keep_tail(child_stderr, Arc::clone(&stderr));
            }
            tokio::time::timeout(timeout, listener.serve(transport)).await
        }
        Target::Url {
            url,
            headers,
            ca_certs,
        } => {
            #[cfg(feature = "https")]
            install_crypto_provider();
            let config = StreamableHttpClientTransportConfig::with_uri(url.as_str())
                .custom_headers(headers.iter().cloned().collect());
            #[cfg(feature = "https")]
            let transport = if ca_certs.is_empty() {
                StreamableHttpClientTransport::from_config(config)
            } else {
                StreamableHttpClientTransport::with_client(client_trusting(ca_certs)?, config)
            };
            // Without TLS the command line refuses --ca-cert.
            #[cfg(not(feature = "https"))]
            let transport = {
                debug_assert!(ca_certs.is_empty());
                StreamableHttpClientTransport::from_config(config)
            };
            tokio::time::timeout(timeout, listener.serve(transport)).await
        }
    };
    match started {
        Ok(Ok(client)) => Ok(Connection {
            client,
            stderr,
            progress,
        }),
        Ok(Err(error)) => Err(ConnectError::Initialize {
            reason: describe_error(&error),
            stderr: StderrTail::of(&stderr),
        }),
        Err(_) => Err(ConnectError::NoAnswer {
            waited: timeout,
            stderr: StderrTail::of(&stderr),
        }),
    }
}

/// Makes aws-lc-rs the process's rustls provider, unless one is
/// installed already (by a program that embeds the audit): what the
/// audit's TLS speaks doesn't depend on the providers a workspace's
/// features happen to enable.
#[cfg(feature = "https")]
pub fn install_crypto_provider() {
    // An error means a provider is installed already: that one is kept.
    let _ = rustls::crypto::aws_lc_rs::default_provider().install_default();
}

/// A client that trusts `pem`'s certificates as well as the system's,
/// for `--ca-cert`. As rmcp's own client, it keeps no idle connection and
/// follows only same-origin 307 and 308 redirects (which keep the method
/// and the body), ten at most: a redirect elsewhere would replay the
/// headers (`--header`'s credentials) to another host.
#[cfg(feature = "https")]
fn client_trusting(pem: &[u8]) -> Result<reqwest::Client, ConnectError> {
    use reqwest::StatusCode;
    let problem = |error: reqwest::Error| ConnectError::Client {
        reason: error.to_string(),
    };
    let certificates = reqwest::Certificate::from_pem_bundle(pem).map_err(problem)?;
    let same_origin = reqwest::redirect::Policy::custom(|attempt| {
        let keeps_body = matches!(
            attempt.status(),
            StatusCode::TEMPORARY_REDIRECT | StatusCode::PERMANENT_REDIRECT
        );
        let same = attempt.previous().first().is_some_and(|first| {
            first.scheme() == attempt.url().scheme()
                && first.host() == attempt.url().host()
                && first.port_or_known_default() == attempt.url().port_or_known_default()
        });
        if attempt.previous().len() > 10 {
            attempt.error("more than 10 redirects")
        } else if keeps_body && same {
            attempt.follow()
        } else {
            attempt.stop()
        }
    });
    reqwest::Client::builder()
        .pool_max_idle_per_host(0)
        .redirect(same_origin)
        .tls_certs_merge(certificates)
        .build()
        .map_err(problem)
}

/// Why the audit couldn't connect to the server.
#[derive(Debug)]
pub enum ConnectError {
    /// The command couldn't be started.
    Start {
        /// The program.
        program: String,
        /// What the system said.
        error: std::io::Error,
    },
    /// The HTTPS client for `--ca-cert` couldn't be made.
    Client {
        /// What reqwest said.
        reason: String,
    },
    /// `initialize` failed: an error answer, a refused connection, a
    /// server that exited.
    Initialize {
        /// What the client said.
        reason: String,
        /// The end of the server's stderr.
        stderr: StderrTail,
    },
    /// No answer to `initialize` within the start-up timeout.
    NoAnswer {
        /// How long the audit waited.
        waited: Duration,
        /// The end of the server's stderr.
        stderr: StderrTail,
    },
}

impl fmt::Display for ConnectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConnectError::Start { program, error } => write!(f, "can't start {program}: {error}"),
            ConnectError::Client { reason } => write!(f, "can't make the HTTPS client: {reason}"),
            ConnectError::Initialize { reason, stderr } => {
                write!(f, "MCP initialize failed: {reason}{stderr}")
            }
            ConnectError::NoAnswer { waited, stderr } => write!(
                f,
                "no answer to MCP initialize within {:.1} s (is it an MCP server on stdio? a slow one needs a longer --startup-timeout){stderr}",
                waited.as_secs_f64()
            ),
        }
    }
}

impl std::error::Error for ConnectError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ConnectError::Start { error, .. } => Some(error),
            ConnectError::Initialize { .. }
            | ConnectError::NoAnswer { .. }
            | ConnectError::Client { .. } => None,
        }
    }
}

/// Why the server's tools couldn't be listed.
#[derive(Debug)]
pub enum ListError {
    /// No answer within the start-up timeout.
    NoAnswer {
        /// How long the audit waited.
        waited: Duration,
    },
    /// `tools/list` failed.
    Failed {
        /// What the client said.
        reason: String,
        /// The end of the server's stderr.
        stderr: StderrTail,
    },
    /// A cursor came back a second time.
    RepeatedCursor {
        /// The cursor.
        cursor: String,
    },
    /// Still a `nextCursor` after [`MAX_TOOL_PAGES`] pages.
    EndlessPages,
}

impl fmt::Display for ListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ListError::NoAnswer { waited } => write!(
                f,
                "no answer to tools/list within {:.1} s",
                waited.as_secs_f64()
            ),
            ListError::Failed { reason, stderr } => {
                write!(f, "tools/list failed: {reason}{stderr}")
            }
            ListError::RepeatedCursor { cursor } => write!(
                f,
                "tools/list returned the cursor {:?} twice: its pages never end (the server must stop sending nextCursor after its last page)",
                crate::text::cut(cursor, 60)
            ),
            ListError::EndlessPages => write!(
                f,
                "tools/list still had a nextCursor after {MAX_TOOL_PAGES} pages: its pages never end (the server must stop sending nextCursor after its last page)"
            ),
        }
    }
}

impl std::error::Error for ListError {}

/// The last lines of the server's stderr when something went wrong,
/// shown as "; its stderr ended with: …" (nothing when it wrote none).
#[derive(Debug, Clone, Default)]
pub struct StderrTail(Vec<String>);

impl StderrTail {
    /// The last three lines kept so far.
    fn of(stderr: &Arc<Mutex<VecDeque<String>>>) -> Self {
        let tail = stderr
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let skip = tail.len().saturating_sub(3);
        StderrTail(tail.iter().skip(skip).cloned().collect())
    }
}

impl fmt::Display for StderrTail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return Ok(());
        }
        write!(f, "; its stderr ended with: {}", self.0.join(" ⏎ "))
    }
}

/// Keeps the last lines of the child's stderr (it would otherwise mix
/// with the report, or block the child when the pipe fills). Whatever the
/// child writes is read to its end, bytes that aren't UTF-8 and lines
/// without end included, so the pipe never fills.
fn keep_tail(stderr: tokio::process::ChildStderr, tail: Arc<Mutex<VecDeque<String>>>) {
    tokio::spawn(async move {
        use tokio::io::AsyncReadExt as _;
        let mut stderr = stderr;
        let mut chunk = [0u8; 8192];
        let mut line = Vec::new();
        loop {
            let read = match stderr.read(&mut chunk).await {
                Ok(0) | Err(_) => break,
                Ok(read) => read,
            };
            let mut tail = tail.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            take_lines(&chunk[..read], &mut line, &mut tail);
        }
        if !line.is_empty() {
            let mut tail = tail.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            take_lines(b"\n", &mut line, &mut tail);
        }
    });
}

/// The bytes a line keeps: more than its shown length in any encoding.
const LINE_BYTES: usize = 1024;

/// Adds the lines `bytes` ends to `tail` (the last [`STDERR_LINES`], each
/// cut to 200 characters), `line` holding the start of one not yet ended.
fn take_lines(bytes: &[u8], line: &mut Vec<u8>, tail: &mut VecDeque<String>) {
    for &byte in bytes {
        if byte != b'\n' {
            if line.len() < LINE_BYTES {
                line.push(byte);
            }
            continue;
        }
        if tail.len() == STDERR_LINES {
            tail.pop_front();
        }
        let text = String::from_utf8_lossy(line);
        tail.push_back(crate::text::cut(text.trim_end_matches('\r'), 200));
        line.clear();
    }
}

impl Connection {
    /// The server's name, version and protocol version.
    pub fn server_info(&self) -> ServerInfo {
        self.client
            .peer_info()
            .map(|info| ServerInfo {
                name: info
                    .server_info
                    .as_ref()
                    .map(|server| server.name.clone())
                    .unwrap_or_default(),
                version: info
                    .server_info
                    .as_ref()
                    .map(|server| server.version.clone())
                    .unwrap_or_default(),
                protocol_version: info.protocol_version.to_string(),
            })
            .unwrap_or_default()
    }

    /// The server's `instructions` from `initialize`, if any.
    pub fn instructions(&self) -> Option<String> {
        self.client
            .peer_info()
            .and_then(|info| info.instructions.clone())
    }

    /// Every tool (all pages, at most [`MAX_TOOL_PAGES`], no cursor twice),
    /// within `timeout`.
    pub async fn list_tools(&self, timeout: Duration) -> Result<Vec<Tool>, ListError> {
        match tokio::time::timeout(timeout, self.list_pages()).await {
            Ok(listed) => listed,
            Err(_) => Err(ListError::NoAnswer { waited: timeout }),
        }
    }

    async fn list_pages(&self) -> Result<Vec<Tool>, ListError> {
        let mut tools = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut cursor: Option<String> = None;
        for _ in 0..MAX_TOOL_PAGES {
            let params = cursor
                .clone()
                .map(|cursor| PaginatedRequestParams::default().with_cursor(Some(cursor)));
            let page = self
                .client
                .list_tools(params)
                .await
                .map_err(|error| ListError::Failed {
                    reason: describe_error(&error),
                    stderr: StderrTail::of(&self.stderr),
                })?;
            tools.extend(page.tools);
            match page.next_cursor {
                None => return Ok(tools),
                Some(next) if !seen.insert(next.clone()) => {
                    return Err(ListError::RepeatedCursor { cursor: next });
                }
                Some(next) => cursor = Some(next),
            }
        }
        Err(ListError::EndlessPages)
    }

    /// Whether the server answers a `ping` within `timeout` (after a call
    /// timed out: a server that no longer answers anything can't be
    /// audited further).
    pub async fn ping(&self, timeout: Duration) -> bool {
        let ping = ClientRequest::PingRequest(PingRequest {
            method: Default::default(),
            extensions: Default::default(),
        });
        // Any answer counts, even a JSON-RPC error (a server without
        // `ping` still answers): only silence or a closed connection don't.
        matches!(
            tokio::time::timeout(timeout, self.client.send_request(ping)).await,
            Ok(Ok(_) | Err(ServiceError::McpError(_)))
        )
    }

    /// Makes `call`; an answer within `timeout` of the call or of the
    /// server's last progress notification, and within `total`, or why
    /// there is none. A call that times out is cancelled
    /// (`notifications/cancelled`, as rmcp does for a dropped request).
    pub async fn call(&self, call: &Call, timeout: Duration, total: Duration) -> Answer {
        let params =
            CallToolRequestParams::new(call.tool.clone()).with_arguments(call.arguments.clone());
        let mut progress = self.progress.clone();
        progress.mark_unchanged();
        let request = self.client.call_tool_once(params);
        tokio::pin!(request);
        let cut_off = tokio::time::sleep(total.min(timeout));
        tokio::pin!(cut_off);
        let started = tokio::time::Instant::now();
        let answer = loop {
            tokio::select! {
                biased;
                answer = &mut request => break Ok(answer),
                () = &mut cut_off => break Err(()),
                Ok(()) = progress.changed() => {
                    // Working: the call may take `timeout` more, never past `total`.
                    let now = tokio::time::Instant::now();
                    cut_off.as_mut().reset((now + timeout).min(started + total));
                }
            }
        };
        match answer {
            Err(()) => Answer::TimedOut(started.elapsed()),
            Ok(Ok(CallToolResponse::Complete(result))) => {
                Answer::Result(serde_json::to_value(&result).unwrap_or(Value::Null))
            }
            Ok(Ok(CallToolResponse::InputRequired(_))) => {
                Answer::Unfinished("the server asked for input (input_required)".into())
            }
            Ok(Ok(CallToolResponse::Task(_))) => {
                Answer::Unfinished("the server made a task of the call".into())
            }
            Ok(Ok(_)) => Answer::Unfinished("an answer of a kind this client doesn't know".into()),
            Ok(Err(ServiceError::McpError(error))) => Answer::Protocol {
                code: i64::from(error.code.0),
                message: error.message.to_string(),
                data: error.data,
            },
            Ok(Err(error)) if self.client.is_transport_closed() || is_closed(&error) => {
                // Give the stderr reader a moment to collect the last words.
                tokio::time::sleep(Duration::from_millis(100)).await;
                Answer::Closed {
                    reason: format!("{}{}", describe_error(&error), StderrTail::of(&self.stderr)),
                }
            }
            Ok(Err(error)) => Answer::Unreadable(describe_error(&error)),
        }
    }

    /// Whether the connection is gone (the server exited).
    pub fn is_closed(&self) -> bool {
        self.client.is_transport_closed()
    }

    /// Closes the connection, within `timeout`; a child still running is
    /// killed with its process group.
    pub async fn close(self, timeout: Duration) {
        let _ = tokio::time::timeout(timeout, self.client.cancel()).await;
        // The transport kills the child on a task of its own: let it run.
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// An rmcp error as one line for a person: without the Rust type names
/// its messages carry ("Transport [rmcp::transport::…<…>] error: …").
fn describe_error(error: &(dyn std::error::Error + 'static)) -> String {
    // The reason is often deep in the chain ("connection refused", "invalid
    // peer certificate"): each cause not already said is appended.
    let mut text = error.to_string();
    let mut cause = error.source();
    while let Some(source) = cause {
        let said = source.to_string();
        if !text.contains(&said) {
            text.push_str(": ");
            text.push_str(&said);
        }
        cause = source.source();
    }
    without_type_names(&text)
}

/// `text` without the bracketed Rust paths rmcp's messages carry; cut
/// first, and matched in one pass (a text of unmatched `[` costs no more
/// than any other).
fn without_type_names(text: &str) -> String {
    let text = crate::text::head(text, 4 * 1024);
    // Each `[`'s matching `]`, by one pass with a stack.
    let mut closes = std::collections::HashMap::new();
    let mut open = Vec::new();
    for (at, c) in text.char_indices() {
        match c {
            '[' => open.push(at),
            ']' => {
                if let Some(start) = open.pop() {
                    closes.insert(start, at);
                }
            }
            _ => {}
        }
    }
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while let Some(found) = text[at..].find('[') {
        let start = at + found;
        match closes.get(&start) {
            Some(&close) if text[start..close].contains("::") => {
                out.push_str(text[at..start].trim_end());
                at = close + 1;
            }
            _ => {
                out.push_str(&text[at..=start]);
                at = start + 1;
            }
        }
    }
    out.push_str(&text[at..]);
    crate::text::cut(&out, 300)
}

fn is_closed(error: &ServiceError) -> bool {
    matches!(
        error,
        ServiceError::TransportClosed | ServiceError::TransportSend(_)
    )
}

#[cfg(test)]
mod tests {
    use super::{describe_error, without_type_names};

    #[test]
    fn stderr_lines_of_any_bytes_and_length_are_kept_cut() {
        let (mut line, mut tail) = (Vec::new(), std::collections::VecDeque::new());
        super::take_lines(b"first\r\nnot \xff utf-8\n", &mut line, &mut tail);
        super::take_lines(&[b'x'; 100_000], &mut line, &mut tail);
        assert_eq!(line.len(), super::LINE_BYTES);
        super::take_lines(b"\nhalf", &mut line, &mut tail);
        assert_eq!(tail.len(), 3);
        assert_eq!(tail[0], "first");
        assert_eq!(tail[1], "not \u{fffd} utf-8");
        assert!(
            tail[2].chars().count() <= 201 && tail[2].starts_with("xxx"),
            "{}",
            tail[2]
        );
        assert_eq!(line, b"half");
        for _ in 0..super::STDERR_LINES + 5 {
            super::take_lines(b"again\n", &mut line, &mut tail);
        }
        assert_eq!(tail.len(), super::STDERR_LINES);
    }

    #[test]
    fn errors_are_shown_without_rust_type_names() {
        assert_eq!(
            without_type_names(
                "Transport [rmcp::transport::worker::WorkerTransport<rmcp::transport::streamable_http_client::StreamableHttpClientWorker<reqwest::Client>>] error: Client error: error sending request"
            ),
            "Transport error: Client error: error sending request"
        );
        assert_eq!(
            without_type_names("expected [a] got [b]"),
            "expected [a] got [b]"
        );
        assert_eq!(without_type_names("unclosed [x::y"), "unclosed [x::y");
        // Unmatched brackets by the hundred thousand: one pass.
        let started = std::time::Instant::now();
        let brackets = "[".repeat(300_000);
        assert!(without_type_names(&brackets).starts_with("[[["));
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        // Causes are appended, once.
        let refused = std::io::Error::new(std::io::ErrorKind::ConnectionRefused, "refused");
        let wrapped = std::io::Error::other(refused);
        assert_eq!(describe_error(&wrapped), "refused");
    }
}
