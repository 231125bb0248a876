//! What an rmcp call tells the [`telemetry`](crate::telemetry) module: the
//! request's id, protocol version, session and trace context, and the
//! response.

use ::rmcp::handler::server::tool::ToolCallContext;
use ::rmcp::model::CallToolResponse;

use crate::telemetry::{ToolCall, ToolCallSpan};

/// The header Streamable HTTP carries the session in.
const SESSION_HEADER: &str = "mcp-session-id";

/// The call `context` describes, of a tool the router has when `known`.
pub(super) fn tool_call<'c, S>(context: &'c ToolCallContext<'_, S>, known: bool) -> ToolCall<'c> {
    let request = &context.request_context;
    let mut call = ToolCall::new(&context.name)
        .request_id(&request.id)
        .meta(&request.meta);
    if !known {
        call = call.unknown_tool();
    }
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
    match response {
        Ok(CallToolResponse::Complete(result)) => {
            call.finish_with_result(&serde_json::to_value(result).unwrap_or_default());
        }
        // Not finished yet (input required, a task): not a failure.
        Ok(_) => call.finish_with_result(&serde_json::json!({"content": []})),
        Err(error) => call.finish_with_protocol_error(i64::from(error.code.0)),
    }
}
