//! Every attribute and option name the derive reads, defined once, with
//! where each option may appear; every other place compares against these.

/// `#[category(..)]`.
pub const CATEGORY: &str = "category";
/// `#[tool_error(..)]`.
pub const TOOL_ERROR: &str = "tool_error";
/// thiserror's `#[error(..)]`.
pub const ERROR: &str = "error";
/// The attributes the derive reads: its own two, and thiserror's.
pub const READ_ATTRIBUTES: [&str; 3] = [CATEGORY, TOOL_ERROR, ERROR];

/// A category, as `#[category(..)]` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CategoryKind {
    Transient,
    Validation,
    Business,
    Permission,
}

impl CategoryKind {
    pub const ALL: [CategoryKind; 4] = [
        CategoryKind::Transient,
        CategoryKind::Validation,
        CategoryKind::Business,
        CategoryKind::Permission,
    ];

    /// Its place among the four, which indexes per-category arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_name(name: &str) -> Option<Self> {
        CategoryKind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
    }

    pub fn name(self) -> &'static str {
        match self {
            CategoryKind::Transient => "transient",
            CategoryKind::Validation => "validation",
            CategoryKind::Business => "business",
            CategoryKind::Permission => "permission",
        }
    }

    /// Its code in a row of the `VariantIndex` match (see
    /// `toolerror_rules::rows`), which the runtime reads back.
    pub fn row_code(self) -> usize {
        use toolerror_rules::rows;
        match self {
            CategoryKind::Transient => rows::TRANSIENT,
            CategoryKind::Validation => rows::VALIDATION,
            CategoryKind::Business => rows::BUSINESS,
            CategoryKind::Permission => rows::PERMISSION,
        }
    }

    /// The runtime `Category` variant's name.
    pub fn variant_name(self) -> &'static str {
        match self {
            CategoryKind::Transient => "Transient",
            CategoryKind::Validation => "Validation",
            CategoryKind::Business => "Business",
            CategoryKind::Permission => "Permission",
        }
    }
}

/// The options of `#[category(..)]` beside the category's name.
pub const RETRYABLE: &str = "retryable";
pub const RETRY_AFTER: &str = "retry_after";
pub const OUTCOME_UNKNOWN: &str = "outcome_unknown";
pub const CATEGORY_OPTIONS: [&str; 3] = [RETRYABLE, RETRY_AFTER, OUTCOME_UNKNOWN];

/// Where a `#[tool_error(...)]` attribute stands; each place allows some
/// options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Enum,
    Struct,
    Variant,
    Field,
}

impl Place {
    pub fn describe(self) -> &'static str {
        match self {
            Place::Enum => "on the enum",
            Place::Struct => "on the struct",
            Place::Variant => "on a variant",
            Place::Field => "on a field",
        }
    }

    /// The options allowed here, as a list for a message.
    pub fn options(self) -> String {
        Key::ALL
            .iter()
            .filter(|key| key.allowed_at(self))
            .map(|key| format!("`{}`", key.name()))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A `#[tool_error(..)]` option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    Description,
    Code,
    Transparent,
    Crate,
    TextOnly,
    Bound,
    RetryAfter,
    Public,
    Detail,
    Classify,
    /// `max_chars = 64`: the most characters of the field a description
    /// shows.
    MaxChars,
    Unexpected,
    /// `when_transient = "…"` and the like: a classified variant's
    /// description for a category it may turn out to be.
    When(CategoryKind),
}

impl Key {
    pub const ALL: [Key; 16] = [
        Key::Description,
        Key::Code,
        Key::Transparent,
        Key::Crate,
        Key::TextOnly,
        Key::Bound,
        Key::RetryAfter,
        Key::Public,
        Key::Detail,
        Key::Classify,
        Key::MaxChars,
        Key::Unexpected,
        Key::When(CategoryKind::Transient),
        Key::When(CategoryKind::Validation),
        Key::When(CategoryKind::Business),
        Key::When(CategoryKind::Permission),
    ];

    pub fn name(self) -> &'static str {
        match self {
            Key::Description => "description",
            Key::Code => "code",
            Key::Transparent => "transparent",
            Key::Crate => "crate",
            Key::TextOnly => "text_only",
            Key::Bound => "bound",
            Key::RetryAfter => RETRY_AFTER,
            Key::Public => "public",
            Key::Detail => "detail",
            Key::Classify => "classify",
            Key::MaxChars => "max_chars",
            Key::Unexpected => "unexpected",
            Key::When(CategoryKind::Transient) => "when_transient",
            Key::When(CategoryKind::Validation) => "when_validation",
            Key::When(CategoryKind::Business) => "when_business",
            Key::When(CategoryKind::Permission) => "when_permission",
        }
    }

    pub fn from_name(name: &str) -> Option<Key> {
        Key::ALL.into_iter().find(|key| key.name() == name)
    }

    pub fn names() -> [&'static str; 16] {
        Key::ALL.map(Key::name)
    }

    /// The options of the type, of each variant (or a struct, which is
    /// both), and of a field.
    fn home(self) -> Place {
        match self {
            Key::Crate | Key::TextOnly | Key::Bound => Place::Enum,
            Key::Description | Key::Code | Key::Transparent | Key::Unexpected | Key::When(_) => {
                Place::Variant
            }
            Key::RetryAfter | Key::Public | Key::Detail | Key::Classify | Key::MaxChars => {
                Place::Field
            }
        }
    }

    pub fn allowed_at(self, place: Place) -> bool {
        let home = self.home();
        home == place || (place == Place::Struct && matches!(home, Place::Enum | Place::Variant))
    }

    /// Where the option goes, for a message about a misplaced one.
    pub fn home_description(self) -> String {
        match self.home() {
            Place::Enum | Place::Struct => "on the type (enum or struct)".into(),
            Place::Variant => "on each variant (or on a struct)".into(),
            Place::Field => format!(
                "on the field itself: #[tool_error({})] just before the field",
                match self {
                    Key::MaxChars => "max_chars = 64",
                    _ => self.name(),
                }
            ),
        }
    }
}
