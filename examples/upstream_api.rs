//! An MCP server over stdio in front of a REST API, whose failures are
//! classified at run time: no status-code match is written here.
//!
//! Run it with `cargo run -p toolerror-examples --example upstream_api`. It
//! calls the parcel-delivery API at `PARCEL_API_URL` (default
//! `http://127.0.0.1:8080`), giving up on a call after
//! `PARCEL_API_TIMEOUT_MS` milliseconds (default 5000). It logs every
//! failure to stderr (through `tracing`, with the error's internals and a
//! correlation id); the tool result carries the description and the same
//! id.
//!
//! # Tools
//!
//! `track_parcel {parcel_id}`: `GET /parcels/{parcel_id}`, answering the
//! parcel (`id`, `status`). `schedule_pickup {parcel_id}`: `POST
//! /parcels/{parcel_id}/pickup`, answering the pickup (`parcel_id`,
//! `window`). A timeout after the request was sent says `outcomeUnknown`
//! on both: the call may have reached the API; for the pickup, which
//! changes state, that means it may have been scheduled.
//!
//! | the API answers | the tool result |
//! |---|---|
//! | 200 with the JSON the tool expects | success |
//! | 404 | validation (the fallback sentence: check the arguments) |
//! | 401, 403 | permission |
//! | 429 with `Retry-After: 7` | transient, `retryAfterMs: 7000` |
//! | 503 | transient |
//! | 200 with a body that isn't the expected JSON | unexpected: the declared category (transient), the masked description with a reference, logged at ERROR |
//! | nothing, within the timeout | transient, `outcomeUnknown: true` |
//! | refuses the connection | transient (the request was never sent) |
//!
//! The error type is the module `error` below: two variants, one for a
//! request that failed, one for an error status.

use std::process::ExitCode;
use std::time::Duration;

use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::model::{Implementation, ServerCapabilities, ServerConfig};
use rmcp::service::ServerInitializeError;
use rmcp::{ServerHandler, ServiceExt, tool, tool_handler, tool_router};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use toolerror::classify::HttpError;

use error::ParcelError;

mod error {
    use toolerror::ToolError;
    use toolerror::classify::HttpError;

    /// Every failure of a call to the parcel API. Codes name what failed
    /// (the default, the variant's name, would say `request` and `status`).
    #[derive(Debug, thiserror::Error, ToolError)]
    pub enum ParcelError {
        #[error("parcel API request failed")]
        #[category(transient)]
        #[tool_error(
            code = "parcel_api_unreachable",
            description = "The parcel service did not answer. Retry in a few seconds."
        )]
        Request(
            #[source]
            #[tool_error(classify)]
            reqwest::Error,
        ),

        /// The status decides the category, and a 404 or a 401 says what
        /// happened; the body goes to the log only.
        #[error("parcel API answered with an error status")]
        #[category(transient)]
        #[tool_error(
            code = "parcel_api_error_status",
            description = "The parcel service failed for now. Retry in a few seconds."
        )]
        Status(
            #[source]
            #[tool_error(classify)]
            HttpError,
        ),
    }

    impl From<reqwest::Error> for ParcelError {
        fn from(error: reqwest::Error) -> Self {
            // The URL can hold ids and tokens: the logs get the rest.
            ParcelError::Request(error.without_url())
        }
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
pub struct ParcelArgs {
    /// The parcel's id, such as `P-1001`.
    pub parcel_id: String,
}

/// A parcel, as the API describes it.
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct Parcel {
    pub id: String,
    pub status: String,
}

/// A scheduled pickup.
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct Pickup {
    pub parcel_id: String,
    pub window: String,
}

#[derive(Clone)]
pub struct ParcelServer {
    client: reqwest::Client,
    base: String,
}

impl ParcelServer {
    /// The response to `request`, if it is a success.
    async fn send(
        &self,
        request: reqwest::RequestBuilder,
    ) -> Result<reqwest::Response, ParcelError> {
        let response = request.send().await?;
        HttpError::check(response)
            .await
            .map_err(ParcelError::Status)
    }
}

#[tool_router]
impl ParcelServer {
    /// Where a parcel is.
    #[tool(output_schema = toolerror::rmcp::output_schema_with_error::<Parcel>())]
    async fn track_parcel(
        &self,
        Parameters(ParcelArgs { parcel_id }): Parameters<ParcelArgs>,
    ) -> Result<Json<Parcel>, ParcelError> {
        let url = format!("{}/parcels/{parcel_id}", self.base);
        let response = self.send(self.client.get(url)).await?;
        Ok(Json(response.json().await?))
    }

    /// Schedules the pickup of a parcel.
    #[tool(output_schema = toolerror::rmcp::output_schema_with_error::<Pickup>())]
    async fn schedule_pickup(
        &self,
        Parameters(ParcelArgs { parcel_id }): Parameters<ParcelArgs>,
    ) -> Result<Json<Pickup>, ParcelError> {
        let url = format!("{}/parcels/{parcel_id}/pickup", self.base);
        let response = self.send(self.client.post(url)).await?;
        Ok(Json(response.json().await?))
    }
}

#[tool_handler(router = toolerror::rmcp::categorized(Self::tool_router()))]
impl ServerHandler for ParcelServer {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build()).with_server_info(
            Implementation::new("toolerror-parcel-api", env!("CARGO_PKG_VERSION")),
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
    let base = std::env::var("PARCEL_API_URL").unwrap_or_else(|_| "http://127.0.0.1:8080".into());
    let timeout = std::env::var("PARCEL_API_TIMEOUT_MS")
        .ok()
        .and_then(|ms| ms.parse().ok())
        .map_or(Duration::from_secs(5), Duration::from_millis);
    let client = match reqwest::Client::builder().timeout(timeout).build() {
        Ok(client) => client,
        Err(error) => {
            eprintln!("upstream_api: {error}");
            return ExitCode::FAILURE;
        }
    };
    let server = ParcelServer {
        client,
        base: base.trim_end_matches('/').to_owned(),
    };
    let service = match server.serve(rmcp::transport::stdio()).await {
        Ok(service) => service,
        Err(ServerInitializeError::ConnectionClosed(_)) => return ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("upstream_api: {error}");
            return ExitCode::FAILURE;
        }
    };
    match service.waiting().await {
        Ok(_) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("upstream_api: {error}");
            ExitCode::FAILURE
        }
    }
}
