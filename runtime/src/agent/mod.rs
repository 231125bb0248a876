//! The agent side: what an orchestrating agent does with the results of the
//! tools it calls, once [`formats::read_result`](crate::formats::read_result)
//! has read them into a [`Decision`](crate::formats::read::Decision):
//!
//! - [`propagate`]: passing what a subagent couldn't resolve up with its
//!   context ([`Escalation`](propagate::Escalation)), and answering calls
//!   that were not run ([`NotRun`](propagate::NotRun));
//! - `retry` (feature `backon`): local recovery of transient failures;
//! - `client` (feature `rmcp-client`): remote tool calls through rmcp's
//!   client that recover by category, within budgets, behind a circuit
//!   breaker.
//!
//! It builds on the domain only (categories, the [`ToolError`](crate::ToolError)
//! trait, the payload), never on a renderer.

#[cfg(feature = "rmcp-client")]
pub mod client;
pub mod propagate;
#[cfg(feature = "backon")]
pub mod retry;
