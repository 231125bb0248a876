//! Partial results of fan-out work: a search over several sources, shards
//! or subagents, some of which failed.
//!
//! A partial answer names its coverage gaps; it never pretends to be
//! complete, and a failure is never hidden behind an empty success. The
//! rules, each tested:
//!
//! - **Some sources succeeded**: `isError: false`, the results, and the gaps
//!   named in the description ("Searched 3 of 5 sources; 4 and 5 timed
//!   out.") and in `coverage`, even when the sources that answered found
//!   nothing.
//! - **No source succeeded**: `isError: true`, with a payload whose category
//!   is rolled up from the failures by the precedence transient, then
//!   validation, then business, then permission: the first that any failure
//!   has. So
//!   `isRetryable` is true exactly when some failed source could still
//!   succeed on retry, and the agent's best next move comes first.
//! - **Everything the agent reads is bounded**: source names and failure
//!   phrases to 64 bytes, on one line; the summary to 2 KiB, naming a few
//!   sources per phrase and counting the rest; `coverage` lists 25 sources
//!   of each kind, each failure without its details, and counts the rest.
//! - **No source was attempted**: nothing was checked, so this is not an
//!   empty result either: `isError: true`, a validation error with code
//!   `no_sources_attempted`, asking for at least one source.
//!
//! ```
//! use toolerror::partial::PartialResults;
//! use toolerror::{ToReply, ToolError};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! #[error("source timed out")]
//! #[category(transient, retry_after = "10s")]
//! #[tool_error(description = "The source did not answer in time. Retry in 10 seconds.")]
//! struct SourceTimeout;
//!
//! let mut search = PartialResults::new();
//! for source in 1..=5 {
//!     let name = source.to_string();
//!     if source <= 3 {
//!         search.succeeded(name, vec![format!("bike-{source}")]);
//!     } else {
//!         search.failed_because(name, SourceTimeout, "timed out");
//!     }
//! }
//! assert_eq!(search.summary(), "Searched 3 of 5 sources; 4 and 5 timed out.");
//! let result = search.to_reply().to_mcp();
//! assert!(!result.is_error);
//! let structured = result.structured_content.unwrap();
//! assert_eq!(structured["resultCount"], 3);
//! assert_eq!(structured["coverage"]["sourcesAttempted"], 5);
//! assert_eq!(structured["coverage"]["failures"][0]["source"], "4");
//! ```

use std::borrow::Cow;
use std::fmt::Write as _;

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};
use serde_json::{Map, Value};

use crate::category::Category;
use crate::payload::{ErrorPayload, TRUNCATION_MARKER, bound_text, is_invisible, wire};
use crate::reply::{Reply, ToReply};
use crate::tool_error::{ErrorMode, ToolError};

/// The longest source name or failure phrase, in bytes; longer ones are
/// cut and end with `…`.
const MAX_SOURCE_NAME_BYTES: usize = 64;

/// How many sources the summary names per failure phrase; the rest are
/// counted ("3, 4 and 17 others timed out").
const MAX_NAMED_PER_REASON: usize = 6;

/// How many failure phrases the summary names; the rest are counted ("12
/// more sources failed for other reasons").
const MAX_REASONS_NAMED: usize = 5;

/// How many sources `coverage` lists in `succeeded` and in `failures`; the
/// rest are counted in `succeededNotListed` and `failuresNotListed`.
const MAX_LISTED_SOURCES: usize = 25;

/// The longest summary, in bytes: with the names and phrases bounded it
/// stays shorter, and the sentence after it in a description always fits.
const MAX_SUMMARY_BYTES: usize = 2048;

/// How long a listed failure's description may be in `coverage`.
const MAX_LISTED_DESCRIPTION_BYTES: usize = 256;

/// Successes and failures of a fan-out, per source, in the order recorded.
#[derive(Debug, Clone)]
pub struct PartialResults<T, E> {
    results: Vec<T>,
    succeeded: Vec<(Source, usize)>,
    failures: Vec<SourceFailure<E>>,
}

/// A source of a fan-out: its name, and the label the agent reads instead,
/// if it has one.
///
/// The name may say more than the agent may learn ("records-of-bob"): a
/// source that refused access is never named to the agent, only labelled,
/// by its label or else by its position ("source 4").
///
/// ```
/// use toolerror::partial::{PartialResults, Source};
/// use toolerror::ToolError;
///
/// #[derive(Debug, thiserror::Error, ToolError)]
/// #[error("denied")]
/// #[category(permission)]
/// #[tool_error(description = "Access to this archive is denied. Ask an administrator.")]
/// struct Denied;
///
/// let mut search: PartialResults<String, Denied> = PartialResults::new();
/// search.succeeded("public-archive", vec!["B-2041".into()]);
/// search.failed("records-of-bob", Denied);
/// search.failed(Source::labelled("records-of-carol", "the second private archive"), Denied);
/// assert_eq!(
///     search.summary(),
///     "Searched 1 of 3 sources; source 2 and the second private archive denied access."
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    name: String,
    label: Option<String>,
}

impl Source {
    /// A source the agent may know by its name.
    pub fn new(name: impl Into<String>) -> Self {
        Source {
            name: bound_name(name.into()),
            label: None,
        }
    }

    /// A source the agent knows by `label` only.
    pub fn labelled(name: impl Into<String>, label: impl Into<String>) -> Self {
        Source {
            name: bound_name(name.into()),
            label: Some(bound_name(label.into())),
        }
    }

    /// The name, for your logs.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// What the agent reads: the label, else the name, else (for a source
    /// that refused access, whose name may reveal what was refused) its
    /// position among the sources attempted.
    fn shown(&self, refused: bool, position: usize) -> Cow<'_, str> {
        match (&self.label, refused) {
            (Some(label), _) => Cow::Borrowed(label),
            (None, false) => Cow::Borrowed(&self.name),
            (None, true) => Cow::Owned(format!("source {position}")),
        }
    }
}

impl From<&str> for Source {
    fn from(name: &str) -> Self {
        Source::new(name)
    }
}

impl From<String> for Source {
    fn from(name: String) -> Self {
        Source::new(name)
    }
}

impl From<&String> for Source {
    fn from(name: &String) -> Self {
        Source::new(name.as_str())
    }
}

/// A source that failed, with the error it reported.
#[derive(Debug, Clone)]
pub struct SourceFailure<E> {
    source: Source,
    /// Its 1-based position among the sources attempted.
    position: usize,
    error: E,
    reason: Option<Cow<'static, str>>,
}

impl<E: ToolError> SourceFailure<E> {
    /// The source's name, for your logs.
    pub fn source(&self) -> &str {
        self.source.name()
    }

    /// What the agent reads for this source (see [`Source`]).
    pub fn shown(&self) -> Cow<'_, str> {
        self.source
            .shown(self.error.category() == Category::Permission, self.position)
    }

    /// The error it reported.
    pub fn error(&self) -> &E {
        &self.error
    }

    /// The short phrase the summary uses: the one given, else the
    /// category's.
    pub fn reason(&self) -> &str {
        match &self.reason {
            Some(reason) => reason,
            None => default_reason(self.error.category()),
        }
    }
}

/// What a fan-out came to, as a whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Coverage {
    /// No source was attempted.
    NothingAttempted,
    /// Every source answered.
    Complete,
    /// Some sources answered, some failed.
    Partial,
    /// Every source failed.
    AllFailed,
}

impl<T, E> Default for PartialResults<T, E> {
    fn default() -> Self {
        PartialResults {
            results: Vec::new(),
            succeeded: Vec::new(),
            failures: Vec::new(),
        }
    }
}

impl<T, E: ToolError> PartialResults<T, E> {
    /// An empty collector.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a source that answered (possibly with no results). Names
    /// longer than 64 bytes are cut.
    pub fn succeeded(&mut self, source: impl Into<Source>, results: Vec<T>) {
        self.succeeded.push((source.into(), results.len()));
        self.results.extend(results);
    }

    /// Records a source that failed; the summary uses the category's phrase.
    pub fn failed(&mut self, source: impl Into<Source>, error: E) {
        self.failures.push(SourceFailure {
            source: source.into(),
            position: self.attempted() + 1,
            error,
            reason: None,
        });
    }

    /// Records a source that failed, with the short phrase the summary uses
    /// for it, such as "timed out".
    pub fn failed_because(
        &mut self,
        source: impl Into<Source>,
        error: E,
        reason: impl Into<Cow<'static, str>>,
    ) {
        self.failures.push(SourceFailure {
            source: source.into(),
            position: self.attempted() + 1,
            error,
            reason: Some(Cow::Owned(bound_name(reason.into().into_owned()))),
        });
    }

    /// Records a source's outcome.
    pub fn record(&mut self, source: impl Into<Source>, outcome: Result<Vec<T>, E>) {
        match outcome {
            Ok(results) => self.succeeded(source, results),
            Err(error) => self.failed(source, error),
        }
    }

    /// The results of the sources that answered.
    pub fn results(&self) -> &[T] {
        &self.results
    }

    /// The sources that failed.
    pub fn failures(&self) -> &[SourceFailure<E>] {
        &self.failures
    }

    /// How many sources were attempted.
    pub fn attempted(&self) -> usize {
        self.succeeded.len() + self.failures.len()
    }

    /// What the fan-out came to.
    pub fn coverage(&self) -> Coverage {
        match (self.succeeded.len(), self.failures.len()) {
            (0, 0) => Coverage::NothingAttempted,
            (_, 0) => Coverage::Complete,
            (0, _) => Coverage::AllFailed,
            _ => Coverage::Partial,
        }
    }

    /// The category of a fan-out where every source failed, by the
    /// precedence transient, validation, business, permission; `None`
    /// unless every source failed.
    pub fn rolled_up_category(&self) -> Option<Category> {
        if self.coverage() != Coverage::AllFailed {
            return None;
        }
        Category::ALL.into_iter().find(|category| {
            self.failures
                .iter()
                .any(|f| f.error.category() == *category)
        })
    }

    /// One sentence on coverage: "Searched 3 of 5 sources; 4 and 5 timed
    /// out."
    pub fn summary(&self) -> String {
        let attempted = self.attempted();
        if attempted == 0 {
            return "No sources were searched, so nothing was checked: name at least one source to search.".into();
        }
        let mut summary = format!(
            "Searched {} of {attempted} source{}",
            self.succeeded.len(),
            if attempted == 1 { "" } else { "s" }
        );
        if self.results.is_empty() && !self.succeeded.is_empty() {
            summary.push_str(", which found nothing");
        }
        // Failures with the same phrase are named together, in the order
        // their phrase first appears; past the first few phrases, failures
        // are counted. One pass over a handful of groups: linear, whatever
        // the number of failures.
        let mut groups: Vec<(&str, Vec<Cow<'_, str>>, usize)> = Vec::new();
        let mut other = 0;
        for failure in &self.failures {
            let reason = failure.reason();
            let index = match groups.iter().position(|(known, ..)| *known == reason) {
                Some(index) => index,
                None if groups.len() < MAX_REASONS_NAMED => {
                    groups.push((reason, Vec::new(), 0));
                    groups.len() - 1
                }
                None => {
                    other += 1;
                    continue;
                }
            };
            let (_, names, count) = &mut groups[index];
            if names.len() < MAX_NAMED_PER_REASON {
                names.push(failure.shown());
            }
            *count += 1;
        }
        for (reason, names, count) in &groups {
            let _ = write!(summary, "; {} {reason}", join_names(names, *count));
        }
        if other > 0 {
            let _ = write!(
                summary,
                "; {other} more source{} failed for other reasons",
                if other == 1 { "" } else { "s" }
            );
        }
        summary.push('.');
        bound_text(Cow::Owned(summary), MAX_SUMMARY_BYTES, "…").into_owned()
    }

    /// What the agent reads: the summary, and for partial coverage that the
    /// results are incomplete.
    pub fn description(&self) -> String {
        let mut description = self.summary();
        if self.coverage() == Coverage::Partial {
            description.push_str(
                " These results are incomplete: the sources that failed were not checked, so they may hold more.",
            );
        }
        description
    }

    /// The payloads of the failures listed in the coverage: masked,
    /// referenced and logged once each when `answered` (see
    /// [`report`](crate::report)), as [`ErrorPayload::from_error`] makes
    /// them otherwise. An answer logs the failures past the listed ones
    /// too.
    fn listed(&self, answered: bool) -> Vec<ErrorPayload<'_>> {
        if answered {
            for failure in self.failures.iter().skip(MAX_LISTED_SOURCES) {
                let _ = crate::report::payload_of(&failure.error);
            }
        }
        self.failures
            .iter()
            .take(MAX_LISTED_SOURCES)
            .map(|failure| match answered {
                true => crate::report::payload_of(&failure.error),
                false => ErrorPayload::from_error(&failure.error),
            })
            .collect()
    }

    fn coverage_value(&self, listed: &[ErrorPayload<'_>]) -> Value {
        // Strings as keys only: serde_json has no error to report.
        serde_json::to_value(CoverageView {
            results: self,
            listed,
        })
        .unwrap_or_default()
    }

    /// The error payload when every source failed or none was attempted;
    /// `None` when some source answered.
    pub fn failure_payload(&self) -> Option<ErrorPayload<'static>> {
        self.failure_payload_listing(&self.listed(false))
    }

    fn failure_payload_listing(
        &self,
        listed: &[ErrorPayload<'_>],
    ) -> Option<ErrorPayload<'static>> {
        let mut details = Map::new();
        details.insert("coverage".into(), self.coverage_value(listed));
        let payload = match self.coverage() {
            Coverage::NothingAttempted => {
                ErrorPayload::validation("no_sources_attempted", self.summary())
            }
            Coverage::AllFailed => {
                let category = self.rolled_up_category()?;
                let mut description = self.summary();
                description.push(' ');
                description.push_str(category.recovery().instruction());
                match category {
                    Category::Transient => {
                        // Only a transient failure's delay says when to
                        // retry; another category's is no promise.
                        let delay = self
                            .failures
                            .iter()
                            .filter(|f| f.error.category() == Category::Transient)
                            .filter_map(|f| f.error.retry_after())
                            .min();
                        ErrorPayload::transient("all_sources_failed", description, delay)
                    }
                    Category::Validation => {
                        ErrorPayload::validation("all_sources_failed", description)
                    }
                    Category::Business => ErrorPayload::business("all_sources_failed", description),
                    Category::Permission => {
                        ErrorPayload::permission("all_sources_failed", description)
                    }
                }
            }
            Coverage::Complete | Coverage::Partial => return None,
        };
        Some(payload.with_details(details))
    }
}

impl<T: Serialize, E: ToolError> ToReply for PartialResults<T, E> {
    /// A success naming its gaps, or a failure when no source answered (see
    /// the [module docs](self)); text-only when any failed source's error
    /// is.
    fn to_reply(&self) -> Reply<'_> {
        self.reply(false)
    }

    /// [`to_reply`](Self::to_reply), each failure logged once with its id.
    fn answer(&self) -> Reply<'_> {
        self.reply(true)
    }
}

impl<T: Serialize, E: ToolError> PartialResults<T, E> {
    fn reply(&self, answered: bool) -> Reply<'_> {
        // Each failure's payload made once, so that its id is the same in
        // the structured value, the text and the log.
        let listed = self.listed(answered);
        match self.failure_payload_listing(&listed) {
            Some(payload) => {
                let text_only = self
                    .failures
                    .iter()
                    .any(|failure| failure.error.error_mode() == ErrorMode::TextOnly);
                let mode = if text_only {
                    ErrorMode::TextOnly
                } else {
                    ErrorMode::Structured
                };
                Reply::failure(payload).with_mode(mode)
            }
            None => Reply::success(&Listing {
                results: self,
                listed: &listed,
            }),
        }
    }
}

/// A fan-out with its listed failures' payloads already made.
struct Listing<'p, T, E> {
    results: &'p PartialResults<T, E>,
    listed: &'p [ErrorPayload<'p>],
}

impl<T: Serialize, E: ToolError> Serialize for Listing<'_, T, E> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.results.serialize_listing(serializer, self.listed)
    }
}

/// `{"resultCount", "results", "description", "coverage"}`: the success
/// shape of a fan-out where some source answered.
impl<T: Serialize, E: ToolError> Serialize for PartialResults<T, E> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.serialize_listing(serializer, &self.listed(false))
    }
}

impl<T: Serialize, E: ToolError> PartialResults<T, E> {
    fn serialize_listing<S: Serializer>(
        &self,
        serializer: S,
        listed: &[ErrorPayload<'_>],
    ) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(4))?;
        map.serialize_entry(wire::RESULT_COUNT, &self.results.len())?;
        map.serialize_entry(wire::RESULTS, &self.results)?;
        map.serialize_entry(wire::DESCRIPTION, &self.description())?;
        map.serialize_entry(
            "coverage",
            &CoverageView {
                results: self,
                listed,
            },
        )?;
        map.end()
    }
}

fn default_reason(category: Category) -> &'static str {
    match category {
        Category::Transient => "failed temporarily",
        Category::Validation => "rejected the query",
        Category::Business => "refused by policy",
        Category::Permission => "denied access",
    }
}

/// "4", "4 and 5", "3, 4 and 5"; past the names listed, "3, 4 and 17
/// others" (`count` is how many there are in all).
fn join_names(names: &[Cow<'_, str>], count: usize) -> String {
    let others = count.saturating_sub(names.len());
    match (names, others) {
        ([], _) => String::new(),
        ([one], 0) => one.to_string(),
        ([rest @ .., last], 0) => format!("{} and {last}", rest.join(", ")),
        (names, others) => format!(
            "{} and {others} other{}",
            names.join(", "),
            if others == 1 { "" } else { "s" }
        ),
    }
}

/// A source name within `MAX_SOURCE_NAME_BYTES`.
/// A source name or failure phrase as the agent reads it: one line (line
/// breaks and other controls become spaces, so a name can't pose as a line
/// of its own), without invisible characters, within
/// `MAX_SOURCE_NAME_BYTES`.
fn bound_name(name: String) -> String {
    let one_line: String = name
        .chars()
        .filter_map(|c| {
            if c.is_control() || c.is_whitespace() {
                Some(' ')
            } else if is_invisible(c) {
                None
            } else {
                Some(c)
            }
        })
        .collect();
    bound_text(Cow::Owned(one_line), MAX_SOURCE_NAME_BYTES, "…").into_owned()
}

/// The coverage of a fan-out, written member by member so that its JSON
/// keeps one order whatever serde_json's map order is: `complete`,
/// `sourcesAttempted`, `sourcesSucceeded`, `succeeded`, `failures`, and
/// past the bound `succeededNotListed`, `failuresNotListed`.
struct CoverageView<'p, T, E> {
    results: &'p PartialResults<T, E>,
    /// The listed failures' payloads, in the order of `results.failures`.
    listed: &'p [ErrorPayload<'p>],
}

impl<T, E: ToolError> Serialize for CoverageView<'_, T, E> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let results = self.results;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("complete", &(results.coverage() == Coverage::Complete))?;
        map.serialize_entry("sourcesAttempted", &results.attempted())?;
        map.serialize_entry("sourcesSucceeded", &results.succeeded.len())?;
        let succeeded: Vec<ListedSuccess> = results
            .succeeded
            .iter()
            .take(MAX_LISTED_SOURCES)
            .map(|(source, count)| ListedSuccess {
                source: source.shown(false, 0),
                count: *count,
            })
            .collect();
        map.serialize_entry("succeeded", &succeeded)?;
        let failures: Vec<ListedFailure> = results
            .failures
            .iter()
            .zip(self.listed)
            .map(|(failure, payload)| ListedFailure {
                payload: payload.reborrow(),
                source: failure.shown(),
            })
            .collect();
        map.serialize_entry("failures", &failures)?;
        // Only past the bound, so that small fan-outs keep their shape.
        for (key, listed) in [
            ("succeededNotListed", results.succeeded.len()),
            ("failuresNotListed", results.failures.len()),
        ] {
            if listed > MAX_LISTED_SOURCES {
                map.serialize_entry(key, &(listed - MAX_LISTED_SOURCES))?;
            }
        }
        map.end()
    }
}

struct ListedSuccess<'s> {
    source: Cow<'s, str>,
    count: usize,
}

impl Serialize for ListedSuccess<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("source", &self.source)?;
        map.serialize_entry(wire::RESULT_COUNT, &self.count)?;
        map.end()
    }
}

/// A listed failure: its category, code, delay and a short description,
/// then its source. Its details would let a few sources crowd out the rest.
struct ListedFailure<'e> {
    payload: ErrorPayload<'e>,
    source: Cow<'e, str>,
}

impl Serialize for ListedFailure<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let payload = &self.payload;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry(wire::ERROR_CATEGORY, &payload.category())?;
        map.serialize_entry(wire::IS_RETRYABLE, &payload.is_retryable())?;
        let description = bound_text(
            Cow::Borrowed(payload.description()),
            MAX_LISTED_DESCRIPTION_BYTES,
            TRUNCATION_MARKER,
        );
        map.serialize_entry(wire::DESCRIPTION, &description)?;
        map.serialize_entry(wire::CODE, payload.code())?;
        if let Some(ms) = payload.retry_after_ms() {
            map.serialize_entry(wire::RETRY_AFTER_MS, &ms)?;
        }
        if payload.outcome_unknown() {
            map.serialize_entry(wire::OUTCOME_UNKNOWN, &true)?;
        }
        if let Some(id) = payload.correlation_id() {
            map.serialize_entry(wire::CORRELATION_ID, id)?;
        }
        map.serialize_entry("source", &self.source)?;
        map.end()
    }
}
