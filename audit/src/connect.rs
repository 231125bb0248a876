//! The connection to the server, through rmcp's client: a child process
//! over stdio, or Streamable HTTP. Every wait is bounded: connecting,
//! listing and each call give up after the timeout, and closing kills a
//! child that doesn't exit.

use std::collections::VecDeque;
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rmcp::model::{CallToolRequestParams, CallToolResponse, Tool};
use rmcp::service::{RunningService, ServiceError};
use rmcp::transport::streamable_http_client::StreamableHttpClientTransportConfig;
use rmcp::transport::{StreamableHttpClientTransport, TokioChildProcess};
use rmcp::{RoleClient, ServiceExt};
use serde_json::Value;
use tokio::io::AsyncBufReadExt;

use crate::answer::Answer;
use crate::cli::Target;
use crate::plan::Call;

/// How many lines of the server's stderr are kept, to explain a crash.
const STDERR_LINES: usize = 12;

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

/// An initialized connection.
pub struct Connection {
    client: RunningService<RoleClient, ()>,
    stderr: Arc<Mutex<VecDeque<String>>>,
}

/// Connects and initializes, within `timeout`; the error says why not.
pub async fn connect(target: &Target, timeout: Duration) -> Result<Connection, String> {
    let stderr = Arc::new(Mutex::new(VecDeque::new()));
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
                .map_err(|error| format!("can't start {program}: {error}"))?;
            if let Some(child_stderr) = child_stderr {
                keep_tail(child_stderr, Arc::clone(&stderr));
            }
            tokio::time::timeout(timeout, ().serve(transport)).await
        }
        Target::Url { url, headers } => {
            let config = StreamableHttpClientTransportConfig::with_uri(url.as_str())
                .custom_headers(headers.iter().cloned().collect());
            let transport = StreamableHttpClientTransport::from_config(config);
            tokio::time::timeout(timeout, ().serve(transport)).await
        }
    };
    let tail = |stderr: &Arc<Mutex<VecDeque<String>>>| stderr_note(stderr);
    match started {
        Ok(Ok(client)) => Ok(Connection { client, stderr }),
        Ok(Err(error)) => Err(format!("MCP initialize failed: {error}{}", tail(&stderr))),
        Err(_) => Err(format!(
            "no answer to MCP initialize within {:.1} s{}",
            timeout.as_secs_f64(),
            tail(&stderr)
        )),
    }
}

/// Keeps the last lines of the child's stderr (it would otherwise mix
/// with the report, or block the child when the pipe fills).
fn keep_tail(stderr: tokio::process::ChildStderr, tail: Arc<Mutex<VecDeque<String>>>) {
    tokio::spawn(async move {
        let mut lines = tokio::io::BufReader::new(stderr).lines();
        while let Ok(Some(line)) = lines.next_line().await {
            let mut tail = tail.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            if tail.len() == STDERR_LINES {
                tail.pop_front();
            }
            tail.push_back(crate::text::cut(&line, 200));
        }
    });
}

/// "; its stderr ended with: …", or nothing.
fn stderr_note(stderr: &Arc<Mutex<VecDeque<String>>>) -> String {
    let tail = stderr
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let last: Vec<&str> = tail
        .iter()
        .rev()
        .take(3)
        .rev()
        .map(String::as_str)
        .collect();
    if last.is_empty() {
        String::new()
    } else {
        format!("; its stderr ended with: {}", last.join(" ⏎ "))
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

    /// Every tool (all pages), within `timeout`.
    pub async fn list_tools(&self, timeout: Duration) -> Result<Vec<Tool>, String> {
        match tokio::time::timeout(timeout, self.client.list_all_tools()).await {
            Ok(Ok(tools)) => Ok(tools),
            Ok(Err(error)) => Err(format!(
                "tools/list failed: {error}{}",
                stderr_note(&self.stderr)
            )),
            Err(_) => Err(format!(
                "no answer to tools/list within {:.1} s",
                timeout.as_secs_f64()
            )),
        }
    }

    /// Makes `call`; an answer within `timeout`, or why there is none.
    /// A call that times out is cancelled (`notifications/cancelled`).
    pub async fn call(&self, call: &Call, timeout: Duration) -> Answer {
        let params =
            CallToolRequestParams::new(call.tool.clone()).with_arguments(call.arguments.clone());
        let answer = tokio::time::timeout(timeout, self.client.call_tool_once(params)).await;
        match answer {
            Err(_) => Answer::TimedOut(timeout),
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
                    reason: format!("{error}{}", stderr_note(&self.stderr)),
                }
            }
            Ok(Err(error)) => Answer::Unfinished(format!("no tool result: {error}")),
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

fn is_closed(error: &ServiceError) -> bool {
    matches!(
        error,
        ServiceError::TransportClosed | ServiceError::TransportSend(_)
    )
}
