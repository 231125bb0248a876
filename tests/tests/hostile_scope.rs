//! The derive's output compiles where the prelude is gone and every common
//! name means something else, under `deny(warnings)` and clippy pedantic.
#![no_implicit_prelude]
#![deny(warnings)]
#![deny(clippy::pedantic)]

extern crate std as the_std;
extern crate thiserror;
extern crate toolerror;

#[allow(dead_code, non_camel_case_types)]
mod hostile {
    pub struct Result;
    pub struct Option;
    pub struct Some;
    pub struct None;
    pub struct Ok;
    pub struct Err;
    pub struct String;
    pub struct Box;
    pub struct Vec;
    pub struct Cow;
    pub struct Duration;
    pub struct str;
    pub struct usize;
    pub struct u8;
    pub struct u64;
    pub struct bool;
    pub mod core {}
    pub mod std {}
    pub mod serde {}
    pub mod serde_json {}
    pub mod toolerror {}
    pub mod __toolerror {}
}

mod scope {
    #![allow(unused_imports)]
    use super::hostile::*;
    use super::the_std::fmt::Debug;
    use super::thiserror::Error;
    use super::toolerror::ToolError;

    /// Errors in a hostile scope.
    #[derive(Debug, Error, ToolError)]
    pub enum Hostile<T: super::the_std::fmt::Display> {
        /// Transient with a fixed delay.
        #[error("slow")]
        #[category(transient, retry_after = "1s")]
        #[tool_error(description = "The backend is slow. Retry in one second.")]
        Slow,
        /// Transient with a delay field.
        #[error("throttled")]
        #[category(transient, outcome_unknown)]
        #[tool_error(description = "Throttled. Retry after the delay.")]
        Throttled {
            /// The delay.
            #[tool_error(retry_after)]
            wait: super::the_std::time::Duration,
            /// The status that tells the category at run time.
            #[tool_error(classify)]
            status: u16,
        },
        /// Validation with an interpolated generic field and a detail.
        #[error("bad {value}")]
        #[category(validation)]
        #[tool_error(description = "Value {value} is invalid; send a number from 1 to 10.")]
        Bad {
            /// The value.
            #[tool_error(public)]
            value: T,
            /// A detail.
            #[tool_error(detail)]
            position: u32,
        },
        /// Permission with a Display fallback that shows nothing.
        #[error("access denied; ask an administrator")]
        #[category(permission)]
        Denied,
        /// A field cut at its own length, and the classification's
        /// sentence.
        #[error("unreachable {sku}")]
        #[category(transient)]
        #[tool_error(description = "Item {sku} is out of reach. {classification}")]
        Unreachable {
            /// The item.
            #[tool_error(max_chars = 4)]
            sku: super::the_std::string::String,
            /// The status that tells the category at run time.
            #[tool_error(classify)]
            status: u16,
        },
        /// The same through `format_args!`.
        #[error("late {sku}")]
        #[category(transient)]
        #[tool_error(description = "{classification} Item {sku} waits {retry_after}.")]
        Late {
            /// The item.
            #[tool_error(max_chars = 4)]
            sku: super::the_std::string::String,
            /// The status that tells the category at run time.
            #[tool_error(classify)]
            status: u16,
        },
        /// Delegation to another tool error.
        #[error(transparent)]
        #[tool_error(transparent)]
        Inner(super::the_std::boxed::Box<super::Wrapped>),
    }
}

/// A tool error wrapped by a transparent variant, defined in a scope of its
/// own so the hostile names don't apply to it.
mod plain {
    /// A struct error.
    #[derive(Debug, ::thiserror::Error, ::toolerror::ToolError)]
    #[error("quota used up")]
    #[category(business)]
    #[tool_error(description = "The monthly quota is used up. Ask the customer to upgrade.")]
    pub struct Wrapped;
}

use plain::Wrapped;

#[test]
fn derive_compiles_in_a_hostile_scope() {
    use toolerror::ToolErrorExt;
    let others: [scope::Hostile<u8>; 4] = [
        scope::Hostile::Slow,
        scope::Hostile::Throttled {
            wait: ::the_std::time::Duration::from_millis(5),
            status: 503,
        },
        scope::Hostile::Denied,
        scope::Hostile::Inner(::the_std::boxed::Box::new(Wrapped)),
    ];
    let retryable = others.each_ref().map(ToolErrorExt::is_retryable);
    ::the_std::assert_eq!(retryable, [true, true, false, false]);
    let error: scope::Hostile<u8> = scope::Hostile::Bad {
        value: 11,
        position: 2,
    };
    ::the_std::assert_eq!(toolerror::ToolError::code(&error), "bad");
    ::the_std::assert!(error.is_retryable());
    ::the_std::assert_eq!(
        error.to_payload().to_json(),
        r#"{"errorCategory":"validation","isRetryable":true,"description":"Value 11 is invalid; send a number from 1 to 10.","code":"bad","details":{"position":2}}"#
    );
    let sku = || ::the_std::borrow::ToOwned::to_owned("BK-1234");
    let unreachable: scope::Hostile<u8> = scope::Hostile::Unreachable {
        sku: sku(),
        status: 503,
    };
    ::the_std::assert_eq!(
        toolerror::ToolError::description(&unreachable),
        "Item BK-1… is out of reach. The service is unavailable for now. Retry the same call unchanged after a pause."
    );
    let late: scope::Hostile<u8> = scope::Hostile::Late {
        sku: sku(),
        status: 502,
    };
    ::the_std::assert_eq!(
        toolerror::ToolError::description(&late),
        "The service is unavailable for now. Retry the same call unchanged after a pause. Item BK-1… waits a moment."
    );
}
