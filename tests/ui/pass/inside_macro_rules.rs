// The derive on types a `macro_rules!` writes: names from `ident`
// fragments, descriptions from `literal` and `expr` fragments, field types
// from `ty` fragments, a Display fallback that reads `self`, classify
// fields whose type comes from a fragment or from the macro itself.
use std::time::Duration;
use toolerror::{Category, ToolError, ToolErrorExt};

macro_rules! tool_errors {
    ($name:ident, $busy:ident, $bad:ident, $denied:ident, $refused:ident,
     $upstream:ident, $status:ty,
     $text:literal, $description:expr, $field:ident: $ty:ty, $delay:ty) => {
        #[derive(Debug, thiserror::Error, ToolError)]
        pub enum $name {
            #[error($text)]
            #[category(transient)]
            $busy {
                #[tool_error(retry_after)]
                wait: $delay,
            },
            #[error("bad {}", .$field)]
            #[category(validation)]
            #[tool_error(description = $description)]
            $bad {
                #[tool_error(detail)]
                $field: $ty,
            },
            #[error("denied")]
            #[category(permission)]
            #[tool_error(description = "Access is refused: {0}. Escalate to a human agent.")]
            $denied(#[tool_error(public)] $ty),
            #[error("refused {0}")]
            #[category(business)]
            $refused(u32),
            #[error("upstream answered {0}")]
            #[category(transient)]
            $upstream(#[tool_error(classify)] $status),
            #[error("mirror answered {0}")]
            #[category(transient)]
            Mirror(#[tool_error(classify)] $status),
            #[error("the cache could not be read")]
            #[category(transient)]
            Cache {
                #[source]
                #[tool_error(classify)]
                source: std::io::Error,
            },
        }
    };
}

tool_errors!(
    StoreError, Busy, BadSku, Denied, Refused, Upstream, u16,
    "The store is busy; retry after the delay.",
    "The SKU {sku} is malformed: SKUs look like SKU-1234.",
    sku: String,
    Duration
);

macro_rules! one_struct {
    ($name:ident, $description:literal) => {
        #[derive(Debug, thiserror::Error, ToolError)]
        #[error("quota used up")]
        #[category(business)]
        #[tool_error(description = $description)]
        pub struct $name;
    };
}

one_struct!(QuotaUsed, "The monthly quota is used up. Take another path.");

fn main() {
    let busy = StoreError::Busy { wait: Duration::from_secs(3) };
    assert_eq!(busy.description(), "The store is busy; retry after the delay.");
    assert_eq!(busy.retry_after(), Some(Duration::from_secs(3)));
    let bad = StoreError::BadSku { sku: "12".into() };
    assert_eq!(bad.description(), "The SKU 12 is malformed: SKUs look like SKU-1234.");
    assert_eq!(bad.details().unwrap()["sku"], "12");
    let denied = StoreError::Denied("B-1".into());
    assert_eq!(denied.category(), Category::Permission);
    assert_eq!(denied.description(), "Access is refused: B-1. Escalate to a human agent.");
    assert_eq!(StoreError::Refused(7).description(), "refused 7");
    assert_eq!(StoreError::Upstream(403).category(), Category::Permission);
    assert_eq!(StoreError::Mirror(429).category(), Category::Transient);
    let missing = std::io::Error::from(std::io::ErrorKind::PermissionDenied);
    assert_eq!(StoreError::Cache { source: missing }.category(), Category::Permission);
    assert!(!QuotaUsed.is_retryable());
    assert_eq!(QuotaUsed.description(), "The monthly quota is used up. Take another path.");
}
