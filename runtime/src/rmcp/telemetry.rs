//! What an rmcp call tells the [`telemetry`](crate::telemetry) module: the
//! request's id, protocol version, session and trace context, and the
//! response.

use std::sync::OnceLock;

use ::rmcp::handler::server::tool::ToolCallContext;
use ::rmcp::model::CallToolResponse;

use crate::telemetry::{Telemetry, ToolCall, ToolCallSpan};

/// The telemetry of routers given none: the global providers', bound once
/// per process (a Streamable HTTP server builds a router per session).
pub(super) fn global() -> &'static Telemetry {
    static GLOBAL: OnceLock<Telemetry> = OnceLock::new();
    GLOBAL.get_or_init(Telemetry::global)
}

/// The header Streamable HTTP carries the session in.
const SESSION_HEADER: &str = "mcp-session-id";

/// The call `context` describes, of a tool the router has when `known`.
pub(super) fn tool_call<'c, S>(context: &'c ToolCallContext<'_, S>, known: bool) -> ToolCall<'c> {
    let request = &context.request_context;
    let mut call = match known {
        true => ToolCall::new(&*context.name),
        // The caller's text, cut as the answer to it cuts it.
        false => ToolCall::new(super::arguments::first_chars(
            &context.name,
            super::MAX_ECHOED_TOOL_NAME_CHARS,
        ))
        .unknown_tool(),
    }
    .request_id(&request.id)
    .parent_from_meta(&request.meta);
    // A version rmcp negotiated or accepted: it answers an unknown one in
    // `initialize` with its own (tested) and refuses one stated per
    // request, so a client's text makes no series.
    if let Some(version) = request.protocol_version() {
        call = call.protocol_version(version.to_string());
    }
    // Streamable HTTP hands the handler the HTTP request's parts; stdio
    // doesn't, and says nothing of its transport.
    if let Some(parts) = request.extensions.get::<http::request::Parts>() {
        call = call.network_transport("tcp");
        if let Some(session) = parts
            .headers
            .get(SESSION_HEADER)
            .and_then(|value| value.to_str().ok())
        {
            call = call.session_id(session);
        }
    }
    call
}

/// Ends `call` with the router's response.
pub(super) fn finish(call: ToolCallSpan, response: &Result<CallToolResponse, ::rmcp::ErrorData>) {
    let result = match response {
        Ok(CallToolResponse::Complete(result)) => serde_json::to_value(result),
        // Not finished yet: the result says which kind.
        Ok(CallToolResponse::InputRequired(pending)) => serde_json::to_value(pending),
        Ok(CallToolResponse::Task(task)) => serde_json::to_value(task),
        Ok(_) => Ok(serde_json::Value::Null),
        Err(error) => return call.finish_with_protocol_error(i64::from(error.code.0)),
    };
    call.finish_with_result(&result.unwrap_or_default());
}
