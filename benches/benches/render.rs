//! Run-time benchmarks: toolerror against hand-written serde and
//! `serde_json::json!`, in the same run. See BENCHMARKS.md.
//!
//! ```sh
//! CARGO_PROFILE_BENCH_CODEGEN_UNITS=1 cargo bench -p toolerror-benches --bench render
//! cargo bench -p toolerror-benches --bench render -- mcp::   # a filter
//! python3 scripts/render_table.py OUTPUT                    # medians, ratios, allocations
//! ```
//!
//! The global allocator is divan's `AllocProfiler`, so every benchmark also
//! reports how many heap allocations (`alloc`) and reallocations (`grow`)
//! one iteration makes, and how many bytes.
//!
//! Every alternative of a group writes the same document; the library's
//! tests check it (`cargo test -p toolerror-benches`).

use divan::counter::ItemsCount;
use divan::{AllocProfiler, Bencher, black_box};
use toolerror::ToReply;
use toolerror::{ToolError, ToolErrorExt};
use toolerror_benches::{Case, TOOL_USE_ID, mixed_errors, wide_errors};

#[global_allocator]
static ALLOC: AllocProfiler = AllocProfiler::system();

fn main() {
    divan::main();
}

/// A reused output buffer, large enough for every document here, so that
/// the reuse benchmarks never grow it.
fn buffer() -> Vec<u8> {
    Vec::with_capacity(32 * 1024)
}

/// An MCP failure result as JSON text, in a fresh `String` per render.
mod mcp {
    use super::*;

    /// `ToolErrorExt::to_mcp_json()` on the derived error.
    #[divan::bench(args = Case::ALL)]
    fn toolerror(bencher: Bencher, case: Case) {
        let error = case.derived();
        bencher.bench_local(|| black_box(&error).to_reply().to_mcp_json());
    }

    /// The typed route: `to_mcp()`, then `serde_json::to_string`.
    #[divan::bench(args = Case::ALL)]
    fn toolerror_typed(bencher: Bencher, case: Case) {
        let error = case.derived();
        bencher.bench_local(|| serde_json::to_string(&black_box(&error).to_reply().to_mcp()));
    }

    /// `#[derive(Serialize)]` structs and serde_json.
    #[divan::bench(args = Case::ALL)]
    fn serde_struct(bencher: Bencher, case: Case) {
        let error = case.hand();
        bencher.bench_local(|| black_box(&error).mcp_json_serde());
    }

    /// `serde_json::json!` values.
    #[divan::bench(args = Case::ALL)]
    fn json_macro(bencher: Bencher, case: Case) {
        let error = case.hand();
        bencher.bench_local(|| black_box(&error).mcp_json_macro());
    }
}

/// An MCP failure result appended to a reused buffer.
mod mcp_reuse {
    use super::*;

    /// `Reply::write_mcp_json` on the derived error's reply.
    #[divan::bench(args = Case::ALL)]
    fn toolerror(bencher: Bencher, case: Case) {
        let error = case.derived();
        let mut out = buffer();
        bencher.bench_local(|| {
            out.clear();
            black_box(&error).to_reply().write_mcp_json(&mut out);
            black_box(out.len())
        });
    }

    /// `#[derive(Serialize)]` structs, reusing the output and the text
    /// buffers.
    #[divan::bench(args = Case::ALL)]
    fn serde_struct(bencher: Bencher, case: Case) {
        let error = case.hand();
        let (mut out, mut scratch) = (buffer(), buffer());
        bencher.bench_local(|| {
            out.clear();
            black_box(&error).write_mcp_json_serde(&mut out, &mut scratch);
            black_box(out.len())
        });
    }

    /// `serde_json::json!` values written to the reused buffer.
    #[divan::bench(args = Case::ALL)]
    fn json_macro(bencher: Bencher, case: Case) {
        let error = case.hand();
        let mut out = buffer();
        bencher.bench_local(|| {
            out.clear();
            black_box(&error).write_mcp_json_macro(&mut out);
            black_box(out.len())
        });
    }
}

/// A Claude `tool_result` block as JSON text, in a fresh `String` per render.
mod claude {
    use super::*;

    /// `ToolErrorExt::to_claude_json()` on the derived error.
    #[divan::bench(args = Case::ALL)]
    fn toolerror(bencher: Bencher, case: Case) {
        let error = case.derived();
        bencher.bench_local(|| {
            black_box(&error)
                .to_reply()
                .to_claude_json(black_box(TOOL_USE_ID))
        });
    }

    /// `#[derive(Serialize)]` structs and serde_json.
    #[divan::bench(args = Case::ALL)]
    fn serde_struct(bencher: Bencher, case: Case) {
        let error = case.hand();
        bencher.bench_local(|| black_box(&error).claude_json_serde(black_box(TOOL_USE_ID)));
    }

    /// `serde_json::json!` values.
    #[divan::bench(args = Case::ALL)]
    fn json_macro(bencher: Bencher, case: Case) {
        let error = case.hand();
        bencher.bench_local(|| black_box(&error).claude_json_macro(black_box(TOOL_USE_ID)));
    }
}

/// A Claude `tool_result` block appended to a reused buffer.
mod claude_reuse {
    use super::*;

    /// `Reply::write_claude_json` on the derived error's reply.
    #[divan::bench(args = Case::ALL)]
    fn toolerror(bencher: Bencher, case: Case) {
        let error = case.derived();
        let mut out = buffer();
        bencher.bench_local(|| {
            out.clear();
            black_box(&error)
                .to_reply()
                .write_claude_json(&mut out, black_box(TOOL_USE_ID));
            black_box(out.len())
        });
    }

    /// `#[derive(Serialize)]` structs, reusing the output and the text
    /// buffers.
    #[divan::bench(args = Case::ALL)]
    fn serde_struct(bencher: Bencher, case: Case) {
        let error = case.hand();
        let (mut out, mut scratch) = (buffer(), buffer());
        bencher.bench_local(|| {
            out.clear();
            black_box(&error).write_claude_json_serde(
                &mut out,
                &mut scratch,
                black_box(TOOL_USE_ID),
            );
            black_box(out.len())
        });
    }

    /// `serde_json::json!` values written to the reused buffer.
    #[divan::bench(args = Case::ALL)]
    fn json_macro(bencher: Bencher, case: Case) {
        let error = case.hand();
        let mut out = buffer();
        bencher.bench_local(|| {
            out.clear();
            black_box(&error).write_claude_json_macro(&mut out, black_box(TOOL_USE_ID));
            black_box(out.len())
        });
    }
}

/// How many errors each classification benchmark reads per iteration.
const LEN: usize = 1024;

/// `category()` over 1,024 errors in a scrambled order: the derive against
/// a hand-written match, on the 5-variant booking error and on a 48-variant
/// one.
mod category {
    use super::*;

    #[divan::bench]
    fn derived_5_variants(bencher: Bencher) {
        let (errors, _) = mixed_errors(LEN);
        bencher
            .counter(ItemsCount::new(LEN))
            .bench_local(|| sum(black_box(&errors).iter().map(ToolError::category)));
    }

    #[divan::bench]
    fn hand_5_variants(bencher: Bencher) {
        let (_, errors) = mixed_errors(LEN);
        bencher
            .counter(ItemsCount::new(LEN))
            .bench_local(|| sum(black_box(&errors).iter().map(|error| error.category())));
    }

    /// The hand-written match with one arm per variant rather than one per
    /// category.
    #[divan::bench]
    fn hand_5_variants_arm_per_variant(bencher: Bencher) {
        let (_, errors) = mixed_errors(LEN);
        bencher.counter(ItemsCount::new(LEN)).bench_local(|| {
            sum(black_box(&errors)
                .iter()
                .map(|error| error.category_arm_per_variant()))
        });
    }

    #[divan::bench]
    fn derived_48_variants(bencher: Bencher) {
        let (errors, _) = wide_errors(LEN);
        bencher
            .counter(ItemsCount::new(LEN))
            .bench_local(|| sum(black_box(&errors).iter().map(ToolError::category)));
    }

    #[divan::bench]
    fn hand_48_variants(bencher: Bencher) {
        let (_, errors) = wide_errors(LEN);
        bencher
            .counter(ItemsCount::new(LEN))
            .bench_local(|| sum(black_box(&errors).iter().map(|error| error.category())));
    }

    fn sum(categories: impl Iterator<Item = toolerror::Category>) -> usize {
        categories.map(|category| category as usize).sum()
    }
}

/// `is_retryable()` over 1,024 errors in a scrambled order.
mod is_retryable {
    use super::*;

    #[divan::bench]
    fn derived_5_variants(bencher: Bencher) {
        let (errors, _) = mixed_errors(LEN);
        bencher.counter(ItemsCount::new(LEN)).bench_local(|| {
            black_box(&errors)
                .iter()
                .filter(|e| e.is_retryable())
                .count()
        });
    }

    #[divan::bench]
    fn hand_5_variants(bencher: Bencher) {
        let (_, errors) = mixed_errors(LEN);
        bencher.counter(ItemsCount::new(LEN)).bench_local(|| {
            black_box(&errors)
                .iter()
                .filter(|e| e.is_retryable())
                .count()
        });
    }

    /// The hand-written `category()` match, then `Category::is_retryable`:
    /// what the derived `is_retryable()` does.
    #[divan::bench]
    fn hand_5_variants_via_category(bencher: Bencher) {
        let (_, errors) = mixed_errors(LEN);
        bencher.counter(ItemsCount::new(LEN)).bench_local(|| {
            black_box(&errors)
                .iter()
                .filter(|e| e.category().is_retryable())
                .count()
        });
    }

    #[divan::bench]
    fn derived_48_variants(bencher: Bencher) {
        let (errors, _) = wide_errors(LEN);
        bencher.counter(ItemsCount::new(LEN)).bench_local(|| {
            black_box(&errors)
                .iter()
                .filter(|e| e.is_retryable())
                .count()
        });
    }

    #[divan::bench]
    fn hand_48_variants(bencher: Bencher) {
        let (_, errors) = wide_errors(LEN);
        bencher.counter(ItemsCount::new(LEN)).bench_local(|| {
            black_box(&errors)
                .iter()
                .filter(|e| e.is_retryable())
                .count()
        });
    }
}

/// The summary of a fan-out where every source failed, each for its own
/// reason: linear in the number of failures (per-failure time stays flat as
/// the count grows a hundredfold).
mod partial_summary {
    use super::*;
    use toolerror::partial::PartialResults;
    use toolerror_benches::BookingError;

    fn fan_out(failures: usize) -> PartialResults<u8, BookingError> {
        let mut partial = PartialResults::new();
        for index in 0..failures {
            partial.failed_because(
                format!("source-{index}"),
                BookingError::PaymentTimeout,
                format!("failed in its own way number {index}"),
            );
        }
        partial
    }

    #[divan::bench(args = [200, 2_000, 20_000])]
    fn distinct_reasons(bencher: Bencher, failures: usize) {
        let partial = fan_out(failures);
        bencher
            .counter(ItemsCount::new(failures))
            .bench_local(|| black_box(&partial).summary());
    }
}
