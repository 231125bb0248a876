//! The attribute grammar: `#[category(...)]`, `#[tool_error(...)]`, and the
//! parts of thiserror's `#[error(...)]` the derive reads.

mod category;
mod display;
pub mod keys;
mod options;
mod value;

use syn::Attribute;

pub use self::category::{CategoryAttr, parse_category};
pub use self::display::{ArgumentValue, DisplayForm, NamedArgument, by_name, parse_display};
use self::keys::{CATEGORY, ERROR, READ_ATTRIBUTES, TOOL_ERROR};
pub use self::keys::{CategoryKind, Place};
pub use self::options::{ToolErrorAttrs, parse_tool_error};
pub use self::value::StrLit;
use crate::naming::did_you_mean;

/// The attributes of one item that the derive reads, sorted by name once:
/// every read of an identifier's text goes through the compiler.
#[derive(Default)]
pub struct Sorted<'a> {
    pub category: Vec<&'a Attribute>,
    pub tool_error: Vec<&'a Attribute>,
    /// thiserror's `#[error(...)]`, the first if there are several.
    pub error: Option<&'a Attribute>,
    /// thiserror's `#[source]`, `#[from]` or `#[backtrace]` on a field: it
    /// holds internals.
    pub source_marker: bool,
    /// Attributes whose name is a near miss of `category`, `tool_error` or
    /// `error`, or one of those written as a path: the derive can't read
    /// what they say. Each with the name it likely means.
    pub unread: Vec<(&'a Attribute, &'static str)>,
}

pub fn sort(attrs: &[Attribute]) -> Sorted<'_> {
    let mut sorted = Sorted::default();
    for attr in attrs {
        let path = attr.path();
        let Some(ident) = path.get_ident() else {
            // `#[toolerror::category(..)]`: helper attributes can't be
            // written as paths, so rustc rejects it, or another macro reads it.
            if let Some(last) = path.segments.last() {
                let name = last.ident.to_string();
                if let Some(&known) = READ_ATTRIBUTES.iter().find(|known| **known == name) {
                    sorted.unread.push((attr, known));
                }
            }
            continue;
        };
        match ident.to_string().as_str() {
            CATEGORY => sorted.category.push(attr),
            TOOL_ERROR => sorted.tool_error.push(attr),
            ERROR => {
                sorted.error.get_or_insert(attr);
            }
            "source" | "from" | "backtrace" => sorted.source_marker = true,
            // `doc` comments are the most common attribute and never a typo.
            "doc" => {}
            other => {
                if let Some(meant) = did_you_mean(other, &READ_ATTRIBUTES) {
                    sorted.unread.push((attr, meant));
                }
            }
        }
    }
    sorted
}
