//! The agent side: what an orchestrating agent uses on the results of the
//! tools it calls, apart from what a tool author uses to produce them.
//!
//! - [`read`]: any tool result, this crate's or a foreign server's, back
//!   into the agent's [`Decision`](read::Decision);
//! - [`propagate`]: passing what a subagent couldn't resolve up with its
//!   context ([`Escalation`](propagate::Escalation)), and answering calls
//!   that were not run ([`NotRun`](propagate::NotRun));
//! - `retry` (feature `backon`): local recovery of transient failures.
//!
//! It builds on the domain only (categories, the [`ToolError`](crate::ToolError)
//! trait, the payload), never on a renderer.

pub mod propagate;
pub mod read;
#[cfg(feature = "backon")]
pub mod retry;
