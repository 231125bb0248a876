//! The `#[derive(ToolError)]` macro of the `toolerror` crate; depend on
//! `toolerror`, which re-exports it, rather than on this crate.

mod agent_visible;
mod ast;
mod attr;
mod bindings;
mod bounds;
mod delay;
mod emit;
mod errors;
mod expand;
#[cfg(test)]
mod format_differential;
mod naming;
mod plan;
#[cfg(test)]
mod snapshots;
mod tables;
mod template;
mod valid;

use proc_macro::TokenStream;
// The rules shared with the runtime, at the paths the modules use.
use toolerror_rules::{generic, limits, secret};

/// Derives `toolerror::ToolError` and `toolerror::Catalog`; see the
/// `toolerror` crate for the attributes.
// `error` too: a type whose `#[error]` texts no thiserror derive reads
// gets one error, which says so (see `emit::diagnostic`), instead of one
// per attribute.
#[proc_macro_derive(ToolError, attributes(category, tool_error, error))]
pub fn derive_tool_error(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as syn::DeriveInput);
    // Every name the derive invents is spelled unlike any identifier of
    // the input its output may hold (see `bindings::suffix_for`).
    let names = bindings::spelled_names_of(&input);
    expand::derive_printed(&input, &names).into()
}

/// Derives `toolerror::AgentVisible`, checking the claim: the type is no
/// error, and each field's type vouches for its own text; see the
/// `toolerror` crate.
#[proc_macro_derive(AgentVisible, attributes(agent_visible))]
pub fn derive_agent_visible(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as syn::DeriveInput);
    agent_visible::derive(&input).into()
}
