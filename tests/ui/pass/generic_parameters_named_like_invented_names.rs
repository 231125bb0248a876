#![allow(non_camel_case_types, non_upper_case_globals)]
// Generic parameters spelled like every name the derive invents (its alias
// of the runtime, its tables and catalog cell, its bindings and locals):
// type and const parameters and lifetimes, with a variant that reads each
// table and binds each local. Nothing is shadowed, nothing is refused;
// `#[derive(AgentVisible)]` alike.
use std::marker::PhantomData;
use std::time::{Duration, SystemTime};
use toolerror::classify::HttpFailure;
use toolerror::{Catalog, Category, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Lookup<
    '__toolerror,
    '__details,
    __toolerror: toolerror::AgentVisible + std::fmt::Display,
    __CODES: std::fmt::Debug,
    CATALOG: std::fmt::Debug,
    __TEXTS: std::fmt::Debug,
    const __CATEGORIES: usize,
    const __DELAYS_MS: usize,
    const __PIECES2: usize,
    const __field_id: usize,
    const __field_low: usize,
    const __field_status: usize,
    const __details: usize,
    const __text: usize,
    const __category: usize,
    const __error: usize,
    const __TEXTS_: usize,
> {
    #[error("The id {id} is malformed: ids look like B-2041.")]
    #[category(validation)]
    Bad {
        id: __toolerror,
    },
    #[error("tracker request for issue {number} failed: {status}")]
    #[category(transient)]
    #[tool_error(
        description = "The issue tracker failed for now. Retry in {retry_after}.",
        when_validation = "There is no issue {number}. Check the number, then call again."
    )]
    Tracker {
        #[tool_error(detail)]
        number: u32,
        #[tool_error(classify)]
        status: HttpFailure,
    },
    #[error("busy")]
    #[category(transient, retry_after = "2s")]
    #[tool_error(description = "The store is busy. Retry in 2 seconds.")]
    Busy(PhantomData<(&'__toolerror __CODES, &'__details CATALOG, __TEXTS)>),
    #[error("The range {low} to {high} is empty: send a low bound below the high one.")]
    #[category(validation)]
    Range { low: u32, high: u32 },
    #[error("The window {low} to {high} is closed: pick a window after today.")]
    #[category(business)]
    Window { low: u32, high: u32 },
}

// A wrapper vouching through parameters named like the derives' names.
#[derive(Debug, toolerror::AgentVisible)]
pub struct Shown<__toolerror, const __TEXTS: usize> {
    pub value: __toolerror,
}

impl<__toolerror: std::fmt::Display, const __TEXTS: usize> std::fmt::Display
    for Shown<__toolerror, __TEXTS>
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}#{}", self.value, __TEXTS)
    }
}

type Concrete = Lookup<'static, 'static, Shown<u32, 5>, u8, u16, i8, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11>;

fn tracker(status: u16, retry_after: Option<&str>) -> Concrete {
    Lookup::Tracker {
        number: 7,
        status: HttpFailure::new(status, retry_after, SystemTime::now()).unwrap(),
    }
}

fn main() {
    // Each value differs from the const parameter of its binding's name.
    let bad: Concrete = Lookup::Bad { id: Shown { value: 41 } };
    assert_eq!(bad.description(), "The id 41#5 is malformed: ids look like B-2041.");
    assert_eq!(bad.code(), "bad");
    let missing = tracker(404, None);
    assert_eq!(missing.category(), Category::Validation);
    assert_eq!(missing.description(), "There is no issue 7. Check the number, then call again.");
    assert_eq!(missing.details().unwrap()["number"], 7);
    let limited = tracker(429, Some("7"));
    assert_eq!(limited.category(), Category::Transient);
    assert_eq!(limited.description(), "The issue tracker failed for now. Retry in 7 seconds.");
    let busy: Concrete = Lookup::Busy(PhantomData);
    assert_eq!(busy.retry_after(), Some(Duration::from_secs(2)));
    assert_eq!(busy.description(), "The store is busy. Retry in 2 seconds.");
    let range: Concrete = Lookup::Range { low: 9, high: 2 };
    assert_eq!(
        range.description(),
        "The range 9 to 2 is empty: send a low bound below the high one."
    );
    let window: Concrete = Lookup::Window { low: 9, high: 2 };
    assert_eq!(window.description(), "The window 9 to 2 is closed: pick a window after today.");
    assert_eq!(window.category(), Category::Business);
    let variants: Vec<&str> = Concrete::catalog().iter().map(|entry| entry.variant()).collect();
    assert_eq!(variants, ["Bad", "Tracker", "Busy", "Range", "Window"]);
    let markdown = toolerror::catalog::markdown(Concrete::catalog());
    assert!(markdown.contains("`busy`"), "{markdown}");
    assert!(markdown.contains("There is no issue {number}") || markdown.contains("issue tracker"), "{markdown}");
}
