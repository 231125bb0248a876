//! A2A (Agent2Agent protocol, v1.0), rendered and read: the task an agent answers
//! another agent with, for agents that call agents.
//!
//! The task's state carries the flag, by category: a transient or
//! validation failure is `TASK_STATE_FAILED`, a business failure
//! `TASK_STATE_REJECTED` (the agent won't do it, whatever the attempt), a
//! permission failure `TASK_STATE_AUTH_REQUIRED` (the task waits for other
//! credentials: the caller escalates or supplies them; retrying as it is
//! gets the same answer). The status message holds
//! the description as a text part and the payload as a data part
//! (`application/json`; in text-only mode, one text part of the payload's
//! JSON). A success is `TASK_STATE_COMPLETED` with one artifact holding the
//! value as a data part. The JSON is ProtoJSON as the official SDKs write
//! it: camelCase members, enums by name.
//!
//! ```
//! use toolerror::{ErrorPayload, ToReply};
//!
//! let payload = ErrorPayload::business("refund_over_limit", "Refunds over $100 need a person. Escalate.");
//! let task = payload.to_reply().to_a2a("task-5f1c", "ctx-91b2");
//! assert_eq!(task.status.state, "TASK_STATE_REJECTED");
//! let parts = &task.status.message.as_ref().unwrap().parts;
//! assert_eq!(parts[1].data, Some(payload.to_value()));
//! ```

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::category::Category;
use crate::formats::WireFormat;
use crate::formats::read::{
    Decision, decide, decide_hosted, decide_implying, is_error_payload, part_texts, protocol,
    text_blocks, unreadable, unwrapped,
};
use crate::reply::Reply;

/// A task: `{"id", "contextId", "status": {"state", "message"?}, "artifacts"?}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Task {
    /// The task's id.
    pub id: String,
    /// The conversation the task belongs to.
    pub context_id: String,
    /// Its state, and the agent's message about it.
    pub status: TaskStatus,
    /// What the task produced (a success's value).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub artifacts: Vec<Artifact>,
}

/// A task's status.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TaskStatus {
    /// `TASK_STATE_COMPLETED`, `TASK_STATE_FAILED`, `TASK_STATE_REJECTED`
    /// or `TASK_STATE_AUTH_REQUIRED`.
    pub state: String,
    /// The agent's message: a failure's description and payload.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<Message>,
}

/// A message of the agent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Message {
    /// The message's id.
    pub message_id: String,
    /// The conversation.
    pub context_id: String,
    /// The task it is about.
    pub task_id: String,
    /// Always `ROLE_AGENT`.
    pub role: String,
    /// The parts.
    pub parts: Vec<Part>,
}

/// An artifact a task produced.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Artifact {
    /// The artifact's id.
    pub artifact_id: String,
    /// The parts.
    pub parts: Vec<Part>,
}

/// A part: text, or JSON data with its media type.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Part {
    /// A text part's text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// A data part's JSON.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<Value>,
    /// `application/json` for a data part.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
}

impl Part {
    fn text(text: impl Into<String>) -> Self {
        Part {
            text: Some(text.into()),
            data: None,
            media_type: None,
        }
    }

    fn data(value: Value) -> Self {
        Part {
            text: None,
            data: Some(value),
            media_type: Some("application/json".into()),
        }
    }
}

/// The task state a failure of `category` ends in.
fn failed_state(category: Category) -> &'static str {
    match category {
        Category::Transient | Category::Validation => "TASK_STATE_FAILED",
        Category::Business => "TASK_STATE_REJECTED",
        Category::Permission => "TASK_STATE_AUTH_REQUIRED",
    }
}

impl Reply<'_> {
    /// The task `task_id` of conversation `context_id` in the state this
    /// reply puts it: completed, failed, rejected, or waiting for credentials.
    #[must_use]
    pub fn to_a2a(&self, task_id: &str, context_id: &str) -> Task {
        let (state, message, artifacts) = match self.payload() {
            Some(payload) => {
                let parts = match self.to_structured() {
                    Some(value) => vec![Part::text(payload.description()), Part::data(value)],
                    None => vec![Part::text(self.to_text())],
                };
                let message = Message {
                    message_id: format!("{task_id}-status"),
                    context_id: context_id.into(),
                    task_id: task_id.into(),
                    role: "ROLE_AGENT".into(),
                    parts,
                };
                (failed_state(payload.category()), Some(message), Vec::new())
            }
            None => {
                // A part sets one of text, raw, url or data, and a null
                // `data` is unset: a null result is its JSON text.
                let part = match self.to_structured() {
                    Some(Value::Null) | None => Part::text(self.to_text()),
                    Some(value) => Part::data(value),
                };
                let artifact = Artifact {
                    artifact_id: format!("{task_id}-result"),
                    parts: vec![part],
                };
                ("TASK_STATE_COMPLETED", None, vec![artifact])
            }
        };
        Task {
            id: task_id.into(),
            context_id: context_id.into(),
            status: TaskStatus {
                state: state.into(),
                message,
            },
            artifacts,
        }
    }
}

/// The reader of [`Format::A2a`](super::Format::A2a).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct A2a;

impl WireFormat for A2a {
    const NAME: &'static str = "a2a";
    fn read(value: &Value) -> Decision {
        if let Some(error) = value.get("error").and_then(Value::as_object) {
            return protocol(error);
        }
        // A task, or a v1.0 stream's status update (`statusUpdate`), or a
        // v0.3 one (`status-update`, whose status sits on the event itself).
        let task = unwrapped(value, &["result", "task", "statusUpdate", "status_update"]);
        // An agent answering with a message, not a task: a finished reply.
        if task.get("status").is_none()
            && let Some(parts) = unwrapped(task, &["message", "msg"]).get("parts")
        {
            return decide_hosted(None, &part_texts(parts), "", None);
        }
        let Some(state) = task
            .get("status")
            .and_then(|status| status.get("state"))
            .and_then(Value::as_str)
        else {
            return unreadable("an A2A task has `status.state`");
        };
        // `TASK_STATE_AUTH_REQUIRED` (v1.0) and `auth-required` (v0.3) alike.
        let state = state.trim().to_ascii_lowercase().replace('_', "-");
        let state = state.strip_prefix("task-state-").unwrap_or(&state);
        let message_parts = task
            .get("status")
            .and_then(|status| status.get("message"))
            .and_then(|message| message.get("parts"));
        let artifact_parts: Vec<&Value> = task
            .get("artifacts")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|artifact| artifact.get("parts")?.as_array())
            .flatten()
            .collect();
        let parts: Vec<&Value> = message_parts
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .chain(artifact_parts)
            .collect();
        let data: Vec<&Value> = parts.iter().filter_map(|part| part.get("data")).collect();
        let structured = data
            .iter()
            .copied()
            .find(|data| data.as_object().is_some_and(is_error_payload))
            .or_else(|| data.iter().copied().find(|data| data.is_object()));
        let texts: Vec<&str> = parts
            .iter()
            .filter_map(|part| part.get("text")?.as_str())
            .collect();
        let text = text_blocks(texts.iter().copied());
        let task_id = || task.get("id").and_then(Value::as_str).map(str::to_owned);
        let (flagged, implied) = match state {
            "failed" | "canceled" | "cancelled" => (true, None),
            "rejected" => (true, Some(Category::Business)),
            "auth-required" => (true, Some(Category::Permission)),
            // No failure state: what a host made of the result decides.
            "completed" => return decide_hosted(structured, &texts, "", None),
            "input-required" => {
                let decision = decide(None, structured, Some(&text), "");
                return match decision {
                    failed @ Decision::Failed(_) => failed,
                    _ => Decision::InputRequired {
                        requests: task
                            .get("status")
                            .and_then(|status| status.get("message"))
                            .cloned(),
                    },
                };
            }
            "submitted" | "working" => {
                let decision = decide(None, structured, Some(&text), "");
                return match decision {
                    failed @ Decision::Failed(_) => failed,
                    _ => Decision::Task { task_id: task_id() },
                };
            }
            // An unknown state is no success.
            _ => (true, None),
        };
        decide_implying(
            Some(&Value::Bool(flagged)),
            structured,
            Some(&text),
            "",
            implied,
        )
    }
}
