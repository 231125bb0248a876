//! Recovery over rmcp's client (`agent::client`), against real servers over
//! stdio with the real rmcp client: the example server (`examples/mcp_server.rs`),
//! the flaky server (`src/bin/flaky_server.rs`,
//! rmcp + toolerror) and a server on the official Python SDK
//! (`tests/interop/hosts/flaky_server.py`, plain `isError` text).
//!
//! Most tests run on tokio's paused clock: the only timers are the layer's
//! waits, so the time a call reports is exactly the waits it made. The
//! tests of attempt timeouts and of dropped calls run on the real clock
//! (a paused clock would fire a timeout while the server is still
//! answering).

mod support;

use std::process::Command;
use std::time::Duration;

use rmcp::model::CallToolRequestParams;
use rmcp::service::RunningService;
use rmcp::transport::TokioChildProcess;
use rmcp::{RoleClient, ServiceExt};
use serde_json::Value;
use toolerror::agent::client::{
    Answered, BreakerState, CallError, RecoveringClient, RecoveryPolicy, ToolFailure,
};
use toolerror::agent::propagate::Escalation;
use toolerror::formats::read::Decision;
use toolerror::{Category, ToolError, ToolErrorExt};

type Service = RunningService<RoleClient, ()>;

async fn serve(command: tokio::process::Command) -> Service {
    let transport = TokioChildProcess::new(command).expect("spawn the server");
    ().serve(transport).await.expect("MCP initialize")
}

/// The flaky rmcp + toolerror server.
async fn flaky() -> Service {
    serve(tokio::process::Command::new(env!(
        "CARGO_BIN_EXE_flaky_server"
    )))
    .await
}

/// The flaky server on the official Python SDK, in the hosts venv (made by
/// `tests/interop/hosts/run.sh` on first use, as CI does).
async fn python_flaky() -> Service {
    let root = support::workspace_root();
    let venv = root.join("target/hostsvenv");
    if !venv.join("bin/python").is_file() {
        let status = Command::new("bash")
            .arg(root.join("tests/interop/hosts/run.sh"))
            .arg(&venv)
            .arg("--help")
            .stdout(std::process::Stdio::null())
            .status()
            .expect("run tests/interop/hosts/run.sh");
        assert!(status.success(), "could not make the hosts venv");
    }
    let mut command = tokio::process::Command::new(venv.join("bin/python"));
    command.arg(root.join("tests/interop/hosts/flaky_server.py"));
    serve(command).await
}

fn params(tool: &'static str) -> CallToolRequestParams {
    CallToolRequestParams::new(tool)
}

/// How many calls of `tool` the server received (its `stats` tool, called
/// bare).
async fn calls(service: &Service, tool: &str) -> u64 {
    stats(service).await["calls"][tool].as_u64().unwrap_or(0)
}

async fn stats(service: &Service) -> Value {
    let result = service.call_tool(params("stats")).await.expect("stats");
    let text = &result.content[0]
        .as_text()
        .expect("stats answers text")
        .text;
    serde_json::from_str(text).expect("stats answers JSON")
}

fn answered(outcome: Result<Answered, CallError>) -> Answered {
    match outcome {
        Ok(answered) => answered,
        Err(error) => panic!("expected an answer, got {error}"),
    }
}

fn escalated(outcome: Result<Answered, CallError>) -> Escalation<ToolFailure> {
    match outcome {
        Err(CallError::Escalated(escalation)) => *escalation,
        Err(error) => panic!("expected an escalation, got {error}"),
        Ok(answered) => panic!("expected an escalation, got {:?}", answered.decision()),
    }
}

/// The time since `started` on tokio's (paused) clock.
fn waited(started: tokio::time::Instant) -> Duration {
    started.elapsed()
}

fn between(value: Duration, low_ms: u64, high_ms: u64) -> bool {
    (Duration::from_millis(low_ms)..=Duration::from_millis(high_ms)).contains(&value)
}

#[tokio::test(start_paused = true)]
async fn a_transient_failure_is_retried_after_the_servers_delay() {
    let service = flaky().await;
    let client = RecoveringClient::new(service.peer().clone());
    let started = tokio::time::Instant::now();
    let answer = answered(client.call_tool(params("busy_then_ok")).await);
    assert!(matches!(answer.decision(), Decision::Success { .. }));
    assert_eq!(answer.attempts(), 3);
    assert_eq!(calls(&service, "busy_then_ok").await, 3);
    // Twice the 2 s the server asked for, each with up to 20% jitter.
    let spent = waited(started);
    assert!(between(spent, 4000, 4800), "{spent:?}");
    assert_eq!(answer.elapsed(), spent);
    service.cancel().await.unwrap();
}

#[tokio::test(start_paused = true)]
async fn a_rate_limit_is_waited_out_and_clamped_to_the_policy() {
    let service = flaky().await;
    let client = RecoveringClient::new(service.peer().clone());
    let started = tokio::time::Instant::now();
    let answer = answered(client.call_tool(params("rate_limited")).await);
    assert_eq!(answer.attempts(), 2);
    assert!(
        between(waited(started), 7000, 8400),
        "{:?}",
        waited(started)
    );
    service.cancel().await.unwrap();

    // Asked for 7 s, allowed 1 s: exactly 1 s (no room for jitter).
    let service = flaky().await;
    let policy = RecoveryPolicy::default().max_delay(Duration::from_secs(1));
    let client = RecoveringClient::new(service.peer().clone()).with_policy(policy);
    let started = tokio::time::Instant::now();
    let answer = answered(client.call_tool(params("rate_limited")).await);
    assert_eq!(answer.attempts(), 2);
    assert_eq!(waited(started), Duration::from_secs(1));

    // A delay past the call's time budget is not waited: escalated at once,
    // with the server's delay.
    let service2 = flaky().await;
    let policy = RecoveryPolicy::default().call_time(Duration::from_secs(5));
    let client = RecoveringClient::new(service2.peer().clone()).with_policy(policy);
    let started = tokio::time::Instant::now();
    let escalation = escalated(client.call_tool(params("rate_limited")).await);
    assert_eq!(waited(started), Duration::ZERO);
    assert_eq!(escalation.attempt_count(), Some(1));
    assert_eq!(escalation.retry_after(), Some(Duration::from_secs(7)));
    assert_eq!(calls(&service2, "rate_limited").await, 1);
    service.cancel().await.unwrap();
    service2.cancel().await.unwrap();
}

#[tokio::test(start_paused = true)]
async fn business_and_permission_failures_are_never_retried() {
    let service = flaky().await;
    let policy = RecoveryPolicy::default().max_attempts(10);
    let client = RecoveringClient::new(service.peer().clone()).with_policy(policy);
    let started = tokio::time::Instant::now();
    for round in 1..=3 {
        for (tool, category, code) in [
            ("refund", Category::Business, "refund_over_limit"),
            ("read_account", Category::Permission, "not_your_account"),
        ] {
            let escalation = escalated(client.call_tool(params(tool)).await);
            assert_eq!(escalation.category(), category);
            assert!(!escalation.is_retryable());
            assert_eq!(escalation.code(), code);
            assert_eq!(escalation.attempt_count(), Some(1));
            assert_eq!(escalation.details().unwrap()["attempts"], 1);
            // The last payload travels with it.
            let ToolFailure::Answered { failure, result } = escalation.inner() else {
                panic!("{escalation:?}")
            };
            assert_eq!(failure.category, Some(category));
            assert_eq!(result.is_error, Some(true));
            assert_eq!(calls(&service, tool).await, round, "{tool}");
        }
    }
    assert_eq!(waited(started), Duration::ZERO, "no wait before escalating");
    service.cancel().await.unwrap();
}

#[tokio::test(start_paused = true)]
async fn an_unknown_outcome_is_repeated_only_on_an_idempotent_tool() {
    let service = flaky().await;
    let policy = RecoveryPolicy::default().max_attempts(5);
    let client = RecoveringClient::new(service.peer().clone()).with_policy(policy);

    let escalation = escalated(client.call_tool(params("charge")).await);
    assert_eq!(escalation.attempt_count(), Some(1));
    assert!(escalation.outcome_unknown());
    assert!(
        escalation.description().contains("may have taken effect"),
        "{}",
        escalation.description()
    );
    assert_eq!(calls(&service, "charge").await, 1);

    // `idempotentHint` from tools/list: repeated, and it then succeeds.
    let answer = answered(client.call_tool(params("set_status")).await);
    assert_eq!(answer.attempts(), 2);
    assert_eq!(calls(&service, "set_status").await, 2);
    service.cancel().await.unwrap();
}

#[tokio::test]
async fn an_attempt_past_its_timeout_is_abandoned_and_repeated_only_when_safe() {
    let service = flaky().await;
    // The first call of each slow tool hangs until cancelled; the second
    // answers at once, with room for a loaded machine before the limit.
    let policy = RecoveryPolicy::default()
        .attempt_timeout(Duration::from_secs(2))
        .min_delay(Duration::from_millis(10));
    let client = RecoveringClient::new(service.peer().clone()).with_policy(policy);

    let escalation = escalated(client.call_tool(params("slow_charge")).await);
    assert!(matches!(escalation.inner(), ToolFailure::TimedOut { .. }));
    assert_eq!(escalation.category(), Category::Transient);
    assert!(escalation.outcome_unknown());
    assert_eq!(escalation.attempt_count(), Some(1));
    assert_eq!(calls(&service, "slow_charge").await, 1);
    // The abandoned attempt was cancelled on the server.
    wait_for_cancelled(&service, 1).await;

    // Read-only: repeated after the timeout, and the second attempt answers.
    let answer = answered(client.call_tool(params("slow_read")).await);
    assert_eq!(answer.attempts(), 2);
    assert_eq!(calls(&service, "slow_read").await, 2);
    wait_for_cancelled(&service, 2).await;
    service.cancel().await.unwrap();
}

/// Waits (real time, up to 10 s) until the server has seen `count`
/// cancellations.
async fn wait_for_cancelled(service: &Service, count: u64) {
    for _ in 0..200 {
        if stats(service).await["cancelled"] == count {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "the server saw {} cancellations, not {count}",
        stats(service).await["cancelled"]
    );
}

#[tokio::test(start_paused = true)]
async fn a_server_failing_every_call_gets_at_most_the_budgeted_attempts() {
    let service = flaky().await;
    let policy = RecoveryPolicy::default()
        .max_attempts(4)
        .min_delay(Duration::from_millis(100))
        .max_delay(Duration::from_secs(1))
        .session_attempts(6)
        .breaker(100, Duration::from_secs(30));
    let client = RecoveringClient::new(service.peer().clone()).with_policy(policy);

    let started = tokio::time::Instant::now();
    let escalation = escalated(client.call_tool(params("always_down")).await);
    assert_eq!(escalation.attempt_count(), Some(4));
    assert_eq!(escalation.category(), Category::Transient);
    assert_eq!(escalation.code(), "upstream_down");
    assert_eq!(escalation.details().unwrap()["attempts"], 4);
    assert_eq!(calls(&service, "always_down").await, 4);
    // Three backoff waits (jittered, each under max_delay).
    let spent = waited(started);
    assert!(
        spent >= Duration::from_millis(300) && spent <= Duration::from_secs(3),
        "{spent:?}"
    );
    assert_eq!(
        escalation.details().unwrap()["elapsedMs"],
        u64::try_from(spent.as_millis()).unwrap()
    );

    // The session's 6 attempts: 2 left for the next call, none after it.
    let escalation = escalated(client.call_tool(params("always_down")).await);
    assert_eq!(escalation.attempt_count(), Some(2));
    let escalation = escalated(client.call_tool(params("always_down")).await);
    assert!(matches!(escalation.inner(), ToolFailure::BudgetExhausted));
    assert_eq!(escalation.attempt_count(), Some(0));
    assert_eq!(escalation.category(), Category::Business);
    assert_eq!(calls(&service, "always_down").await, 6);
    service.cancel().await.unwrap();

    // The call's time: 1 s waits within 2.5 s allow 3 attempts of 10.
    let service = flaky().await;
    let policy = RecoveryPolicy::default()
        .max_attempts(10)
        .min_delay(Duration::from_secs(1))
        .max_delay(Duration::from_secs(1))
        .call_time(Duration::from_millis(2500))
        .breaker(100, Duration::from_secs(30));
    let client = RecoveringClient::new(service.peer().clone()).with_policy(policy);
    let started = tokio::time::Instant::now();
    let escalation = escalated(client.call_tool(params("always_down")).await);
    assert_eq!(escalation.attempt_count(), Some(3));
    assert_eq!(calls(&service, "always_down").await, 3);
    assert_eq!(waited(started), Duration::from_secs(2));
    service.cancel().await.unwrap();
}

#[tokio::test(start_paused = true)]
async fn the_breaker_opens_answers_at_once_and_lets_a_probe_through() {
    let service = flaky().await;
    let policy = RecoveryPolicy::default()
        .max_attempts(2)
        .min_delay(Duration::from_millis(100))
        .max_delay(Duration::from_millis(100))
        .breaker(3, Duration::from_secs(10));
    let client = RecoveringClient::new(service.peer().clone()).with_policy(policy);
    let call = || client.call_tool(params("always_down"));

    assert_eq!(escalated(call().await).attempt_count(), Some(2));
    assert_eq!(client.breaker_state("always_down"), BreakerState::Closed);
    // The third failure in a row opens it: no retry after it.
    assert_eq!(escalated(call().await).attempt_count(), Some(1));
    assert!(matches!(
        client.breaker_state("always_down"),
        BreakerState::Open { .. }
    ));
    assert_eq!(calls(&service, "always_down").await, 3);

    // Open: answered at once, without reaching the server, saying when.
    let started = tokio::time::Instant::now();
    let escalation = escalated(call().await);
    assert_eq!(waited(started), Duration::ZERO);
    let ToolFailure::CircuitOpen { failures, code, .. } = escalation.inner() else {
        panic!("{escalation:?}")
    };
    assert_eq!((*failures, code.as_str()), (3, "upstream_down"));
    assert_eq!(escalation.category(), Category::Transient);
    assert_eq!(escalation.attempt_count(), Some(0));
    assert_eq!(escalation.retry_after(), Some(Duration::from_secs(10)));
    assert!(escalation.description().contains("Try again in 10000 ms"));
    // Other tools are not affected.
    assert!(matches!(
        client.call_tool(params("find")).await.unwrap().decision(),
        Decision::Empty { .. }
    ));
    assert_eq!(calls(&service, "always_down").await, 3);

    // After the cooldown, one probe; it fails, and the breaker opens again.
    tokio::time::sleep(Duration::from_secs(10)).await;
    assert_eq!(client.breaker_state("always_down"), BreakerState::HalfOpen);
    assert_eq!(escalated(call().await).attempt_count(), Some(1));
    assert_eq!(calls(&service, "always_down").await, 4);
    assert!(matches!(
        escalated(call().await).inner(),
        ToolFailure::CircuitOpen { .. }
    ));
    assert_eq!(calls(&service, "always_down").await, 4);
    service.cancel().await.unwrap();

    // A probe that succeeds closes it.
    let service = flaky().await;
    let policy = RecoveryPolicy::default()
        .max_attempts(1)
        .breaker(2, Duration::from_secs(5));
    let client = RecoveringClient::new(service.peer().clone()).with_policy(policy);
    for _ in 0..2 {
        escalated(client.call_tool(params("busy_then_ok")).await);
    }
    assert!(matches!(
        escalated(client.call_tool(params("busy_then_ok")).await).inner(),
        ToolFailure::CircuitOpen { .. }
    ));
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert_eq!(
        answered(client.call_tool(params("busy_then_ok")).await).attempts(),
        1
    );
    assert_eq!(client.breaker_state("busy_then_ok"), BreakerState::Closed);
    assert_eq!(calls(&service, "busy_then_ok").await, 3);
    service.cancel().await.unwrap();
}

#[tokio::test(start_paused = true)]
async fn empty_partial_and_validation_results_pass_through_untried_again() {
    let service = flaky().await;
    let client = RecoveringClient::new(service.peer().clone());
    let empty = answered(client.call_tool(params("find")).await);
    assert!(
        matches!(empty.decision(), Decision::Empty { .. }),
        "{:?}",
        empty.decision()
    );
    let partial = answered(client.call_tool(params("search")).await);
    assert!(
        matches!(
            partial.decision(),
            Decision::Partial {
                sources_failed: Some(1),
                ..
            }
        ),
        "{:?}",
        partial.decision()
    );
    let fix = answered(client.call_tool(params("lookup")).await);
    let Decision::Failed(failure) = fix.decision() else {
        panic!("{:?}", fix.decision())
    };
    assert_eq!(failure.category, Some(Category::Validation));
    assert!(failure.description.contains("B-2041"), "the server's fix");
    for (answer, tool) in [(empty, "find"), (partial, "search"), (fix, "lookup")] {
        assert_eq!(answer.attempts(), 1);
        assert_eq!(calls(&service, tool).await, 1);
    }
    service.cancel().await.unwrap();
}

#[tokio::test]
async fn dropping_the_call_stops_its_retries_and_cancels_its_attempt() {
    let service = flaky().await;
    let policy = RecoveryPolicy::default()
        .max_attempts(10)
        // Long enough that the call is dropped before its retry is due,
        // however slowly the machine polls the server's count.
        .min_delay(Duration::from_secs(3))
        .max_delay(Duration::from_secs(3))
        .breaker(100, Duration::from_secs(30));
    let client = RecoveringClient::new(service.peer().clone()).with_policy(policy);

    // Dropped while waiting to retry: no further attempt.
    let waiting = tokio::spawn({
        let client = client.clone();
        async move { client.call_tool(params("always_down")).await }
    });
    while calls(&service, "always_down").await < 1 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    waiting.abort();
    assert!(waiting.await.unwrap_err().is_cancelled());
    // Past when the retry was due.
    tokio::time::sleep(Duration::from_secs(4)).await;
    assert_eq!(calls(&service, "always_down").await, 1);

    // Dropped with an attempt in flight: the server is told.
    let in_flight = tokio::spawn({
        let client = client.clone();
        async move { client.call_tool(params("slow_read")).await }
    });
    while calls(&service, "slow_read").await < 1 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    in_flight.abort();
    assert!(in_flight.await.unwrap_err().is_cancelled());
    wait_for_cancelled(&service, 1).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(calls(&service, "slow_read").await, 1);
    service.cancel().await.unwrap();
}

#[tokio::test(start_paused = true)]
async fn a_python_sdk_server_is_recovered_from_its_plain_error_text() {
    let service = python_flaky().await;
    let client = RecoveringClient::new(service.peer().clone());

    // JSON in the exception's text: transient, retried after 1.5 s twice.
    let started = tokio::time::Instant::now();
    let answer = answered(client.call_tool(params("busy_lookup")).await);
    assert_eq!(answer.attempts(), 3);
    assert!(
        between(waited(started), 3000, 3600),
        "{:?}",
        waited(started)
    );
    assert_eq!(calls(&service, "busy_lookup").await, 3);

    // Business: escalated after one attempt.
    let escalation = escalated(client.call_tool(params("refund")).await);
    assert_eq!(escalation.category(), Category::Business);
    assert_eq!(escalation.attempt_count(), Some(1));
    assert_eq!(calls(&service, "refund").await, 1);

    // Plain words, no category: handed to the model, not retried.
    let plain = answered(client.call_tool(params("plain_failure")).await);
    let Decision::Failed(failure) = plain.decision() else {
        panic!("{:?}", plain.decision())
    };
    assert_eq!(failure.category, None);
    assert!(
        failure.description.contains("HTTP 500"),
        "{}",
        failure.description
    );
    assert_eq!(plain.attempts(), 1);
    assert_eq!(calls(&service, "plain_failure").await, 1);

    // Failing every call: the 3 attempts of the default policy.
    let started = tokio::time::Instant::now();
    let escalation = escalated(client.call_tool(params("always_busy")).await);
    assert_eq!(escalation.attempt_count(), Some(3));
    assert!(between(waited(started), 400, 480), "{:?}", waited(started));
    assert_eq!(calls(&service, "always_busy").await, 3);
    service.cancel().await.unwrap();
}

#[tokio::test(start_paused = true)]
async fn each_attempt_is_a_client_span_and_a_measured_duration() {
    use opentelemetry::trace::{SpanKind, Status};
    use opentelemetry_sdk::metrics::data::{AggregatedMetrics, MetricData};
    use opentelemetry_sdk::metrics::{InMemoryMetricExporter, PeriodicReader, SdkMeterProvider};
    use opentelemetry_sdk::trace::{InMemorySpanExporter, SdkTracerProvider};

    let spans = InMemorySpanExporter::default();
    let tracer_provider = SdkTracerProvider::builder()
        .with_simple_exporter(spans.clone())
        .build();
    let metrics = InMemoryMetricExporter::default();
    let meter_provider = SdkMeterProvider::builder()
        .with_reader(PeriodicReader::builder(metrics.clone()).build())
        .build();
    let telemetry = toolerror::telemetry::Telemetry::new(&tracer_provider, &meter_provider);

    let service = flaky().await;
    let client = RecoveringClient::new(service.peer().clone()).with_telemetry(telemetry);
    assert_eq!(
        answered(client.call_tool(params("busy_then_ok")).await).attempts(),
        3
    );

    tracer_provider.force_flush().unwrap();
    let finished = spans.get_finished_spans().unwrap();
    assert_eq!(finished.len(), 3, "{finished:?}");
    for (index, span) in finished.iter().enumerate() {
        let attribute = |key: &str| {
            span.attributes
                .iter()
                .find(|kv| kv.key.as_str() == key)
                .map(|kv| kv.value.to_string())
        };
        assert_eq!(span.name, "tools/call busy_then_ok");
        assert_eq!(span.span_kind, SpanKind::Client);
        assert_eq!(attribute("mcp.method.name").as_deref(), Some("tools/call"));
        assert_eq!(
            attribute("gen_ai.tool.name").as_deref(),
            Some("busy_then_ok")
        );
        assert_eq!(
            attribute("toolerror.attempt"),
            Some((index + 1).to_string())
        );
        assert_eq!(attribute("toolerror.breaker").as_deref(), Some("closed"));
        if index < 2 {
            assert_eq!(attribute("error.type").as_deref(), Some("tool_error"));
            assert_eq!(
                attribute("toolerror.category").as_deref(),
                Some("transient")
            );
            assert_eq!(attribute("toolerror.code").as_deref(), Some("busy"));
            assert!(matches!(span.status, Status::Error { .. }));
        } else {
            assert_eq!(attribute("error.type"), None);
        }
    }

    meter_provider.force_flush().unwrap();
    let exported = metrics.get_finished_metrics().unwrap();
    let mut counts = Vec::new();
    for scope in exported.last().expect("metrics").scope_metrics() {
        for metric in scope.metrics() {
            if let AggregatedMetrics::F64(MetricData::Histogram(histogram)) = metric.data() {
                assert_eq!(metric.name(), "mcp.client.operation.duration");
                for point in histogram.data_points() {
                    let failed = point.attributes().any(|kv| kv.key.as_str() == "error.type");
                    counts.push((failed, point.count()));
                }
            }
        }
    }
    counts.sort();
    assert_eq!(counts, [(false, 1), (true, 2)]);
    service.cancel().await.unwrap();
}

#[tokio::test(start_paused = true)]
async fn extreme_policies_bound_the_call_without_panicking() {
    let service = flaky().await;
    let policy = RecoveryPolicy::default()
        .max_attempts(u32::MAX)
        .min_delay(Duration::MAX)
        .max_delay(Duration::MAX)
        .call_time(Duration::MAX)
        .session_attempts(u32::MAX)
        .session_time(Duration::MAX)
        .breaker(0, Duration::MAX);
    let client = RecoveringClient::new(service.peer().clone()).with_policy(policy);
    // A breaker of at least one failure, open for as long as the clock
    // holds: the first failure ends the call.
    let escalation = escalated(client.call_tool(params("busy_then_ok")).await);
    assert_eq!(escalation.attempt_count(), Some(1));
    let BreakerState::Open { retry_in } = client.breaker_state("busy_then_ok") else {
        panic!("{:?}", client.breaker_state("busy_then_ok"))
    };
    assert!(retry_in > Duration::from_secs(24 * 3600));
    assert!(matches!(
        escalated(client.call_tool(params("busy_then_ok")).await).inner(),
        ToolFailure::CircuitOpen { .. }
    ));

    // No attempts at all in the session: nothing is sent.
    let client = RecoveringClient::new(service.peer().clone())
        .with_policy(RecoveryPolicy::default().session_attempts(0));
    let escalation = escalated(client.call_tool(params("find")).await);
    assert!(matches!(escalation.inner(), ToolFailure::BudgetExhausted));
    assert_eq!(calls(&service, "find").await, 0);
    assert_eq!(calls(&service, "busy_then_ok").await, 1);
    service.cancel().await.unwrap();
}

/// The example server (`examples/mcp_server.rs`), as an agent would call
/// it: every kind of answer it gives, decided by the layer.
#[tokio::test(start_paused = true)]
async fn the_example_server_is_recovered_from_by_category() {
    let service = serve(tokio::process::Command::new(support::mcp_server_binary())).await;
    let policy = RecoveryPolicy::default().max_attempts(3);
    let client = RecoveringClient::new(service.peer().clone()).with_policy(policy);
    let call = |tool: &'static str, arguments: Value| {
        let Value::Object(arguments) = arguments else {
            unreachable!()
        };
        CallToolRequestParams::new(tool).with_arguments(arguments)
    };
    // Permission and business: one attempt, escalated, no wait.
    let started = tokio::time::Instant::now();
    for (tool, arguments, category, code) in [
        (
            "get_booking",
            serde_json::json!({"booking_id": "B-3001"}),
            Category::Permission,
            "not_your_booking",
        ),
        (
            "refund",
            serde_json::json!({"booking_id": "B-2041", "amount_usd": 150}),
            Category::Business,
            "refund_over_limit",
        ),
    ] {
        let escalation = escalated(client.call_tool(call(tool, arguments)).await);
        assert_eq!(escalation.category(), category, "{tool}");
        assert_eq!(escalation.code(), code, "{tool}");
        assert_eq!(escalation.attempt_count(), Some(1), "{tool}");
    }
    assert_eq!(waited(started), Duration::ZERO);
    // A valid empty result and a partial one: answers, one attempt each.
    let empty = answered(
        client
            .call_tool(call(
                "find_bookings",
                serde_json::json!({"email": "bo@example.com"}),
            ))
            .await,
    );
    assert!(
        matches!(empty.decision(), Decision::Empty { .. }),
        "{:?}",
        empty.decision()
    );
    assert_eq!(empty.attempts(), 1);
    let partial = answered(
        client
            .call_tool(call(
                "search_bikes",
                serde_json::json!({"area": "downtown"}),
            ))
            .await,
    );
    assert!(
        matches!(partial.decision(), Decision::Partial { .. }),
        "{:?}",
        partial.decision()
    );
    assert_eq!(partial.attempts(), 1);
    // Validation: handed back with the server's fix, not retried.
    let fix = answered(
        client
            .call_tool(call(
                "get_booking",
                serde_json::json!({"booking_id": "2041"}),
            ))
            .await,
    );
    assert_eq!(fix.attempts(), 1);
    assert!(
        matches!(fix.decision(), Decision::Failed(failure) if failure.category == Some(Category::Validation))
    );
    // Transient with the server's 5 s: retried unchanged until the
    // budget's three attempts, waiting the delay each time.
    let started = tokio::time::Instant::now();
    let escalation = escalated(
        client
            .call_tool(call(
                "find_bookings",
                serde_json::json!({"email": "timeout@example.com"}),
            ))
            .await,
    );
    assert_eq!(escalation.category(), Category::Transient);
    assert_eq!(escalation.attempt_count(), Some(3));
    assert!(
        between(waited(started), 10_000, 12_000),
        "two waits of 5 s (with jitter): {:?}",
        waited(started)
    );
    service.cancel().await.unwrap();
}
