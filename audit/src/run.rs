//! One audit: connect, list, plan, call, check, report, within the
//! start-up timeout, the per-call timeout and the budget.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::answer::Answer;
use crate::baseline::{self, Baselined};
use crate::checks::{self, CheckId, Observation, Profile};
use crate::cli::{Format, Options};
use crate::connect::{self, Connection};
use crate::exit::{Error, Signal};
use crate::plan::{self, Call};
use crate::report::{self, Report};
use crate::text::Shown;

/// How long closing the connection may take before the child is killed.
const CLOSE_TIMEOUT: Duration = Duration::from_secs(3);

/// The most of the budget kept for closing: calls stop this long (or a
/// tenth of the budget, if less) before the budget ends, so the calls and
/// closing fit in it.
const CLOSE_RESERVE: Duration = Duration::from_secs(1);

/// How long a server gets to answer `ping` after a call timed out.
const PING_TIMEOUT: Duration = Duration::from_secs(2);

/// What an audit that ran gives.
#[derive(Debug)]
pub enum Outcome {
    /// The calls were made: what they showed.
    Audited(Report),
    /// A dry run: the calls it would make, none made.
    Planned {
        /// The report's heading and summary (no findings).
        report: Report,
        /// The calls planned.
        calls: Vec<Call>,
    },
}

impl Outcome {
    /// The report (of a dry run: its heading and summary).
    pub fn report(&self) -> &Report {
        match self {
            Outcome::Audited(report) | Outcome::Planned { report, .. } => report,
        }
    }

    /// Whether a finding reaches `--fail-on` (a dry run never fails).
    pub fn fails(&self) -> bool {
        match self {
            Outcome::Audited(report) => report.fails(),
            Outcome::Planned { .. } => false,
        }
    }

    /// The report as printed: text, JSON or SARIF (one line each).
    pub fn render(&self, format: &Format) -> String {
        match (self, format) {
            (Outcome::Audited(report), Format::Json) => format!("{}\n", report.to_json()),
            (Outcome::Audited(report), Format::Text) => report.to_text(),
            (Outcome::Audited(report), Format::Sarif { artifact }) => {
                format!("{}\n", report.to_sarif(artifact, false))
            }
            (Outcome::Planned { report, calls }, Format::Json) => {
                format!("{}\n", report.plan_json(calls))
            }
            (Outcome::Planned { report, calls }, Format::Text) => report.plan_text(calls),
            (Outcome::Planned { report, .. }, Format::Sarif { artifact }) => {
                format!("{}\n", report.to_sarif(artifact, true))
            }
        }
    }
}

/// Runs the audit `options` describe on a runtime of its own, until it
/// ends or SIGINT or SIGTERM stops it (the server it started is then
/// killed with its process group).
pub fn run(options: Options) -> Result<Outcome, Error> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(Error::Runtime)?;
    let ended = runtime.block_on(async {
        tokio::select! {
            outcome = audit(&options) => outcome,
            signal = interrupted() => {
                connect::kill_server();
                Err(Error::Interrupted(signal))
            }
        }
    });
    // A check still reading a hostile answer past the budget runs on a
    // thread of its own: the audit doesn't wait for it.
    runtime.shutdown_background();
    ended
}

/// The first SIGINT or SIGTERM; never, if they can't be watched.
async fn interrupted() -> Signal {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match (
            signal(SignalKind::interrupt()),
            signal(SignalKind::terminate()),
        ) {
            (Ok(mut interrupt), Ok(mut terminate)) => tokio::select! {
                _ = interrupt.recv() => Signal::Interrupt,
                _ = terminate.recv() => Signal::Terminate,
            },
            _ => std::future::pending().await,
        }
    }
    #[cfg(not(unix))]
    {
        match tokio::signal::ctrl_c().await {
            Ok(()) => Signal::Interrupt,
            Err(_) => std::future::pending().await,
        }
    }
}

/// The audit `options` describe: connects (within the start-up timeout),
/// lists the tools, plans the calls and makes them (within the per-call
/// timeout and the budget, counted from when the tools are listed), and
/// closes the connection. Progress goes to stderr unless `quiet`.
pub async fn audit(options: &Options) -> Result<Outcome, Error> {
    let started = Instant::now();
    let progress = |line: &str| {
        if !options.quiet {
            eprintln!("{line}");
        }
    };
    progress(&format!(
        "toolerror-audit: connecting to {} ({})",
        options.target.describe(),
        options.target.transport()
    ));
    // Starting is bounded on its own: a server that starts slowly (or a
    // loaded machine) takes nothing from the calls' timeout and budget.
    let connection = connect::connect(&options.target, options.startup_timeout)
        .await
        .map_err(Error::Connect)?;
    let server = connection.server_info();
    let tools = match connection.list_tools(options.startup_timeout).await {
        Ok(tools) => tools,
        Err(error) => {
            connection.close(CLOSE_TIMEOUT).await;
            return Err(Error::ListTools(error));
        }
    };
    let deadline = Instant::now() + options.budget;
    let remaining = || deadline.saturating_duration_since(Instant::now());
    // Closing waits a moment after the timeout for the child to be killed.
    let close_timeout = || {
        remaining()
            .saturating_sub(Duration::from_millis(100))
            .min(CLOSE_TIMEOUT)
    };
    let calls_deadline = deadline
        .checked_sub((options.budget / 10).min(CLOSE_RESERVE))
        .unwrap_or(deadline);
    if let Some(unlisted) = plan::unlisted(&tools, &options.tools, &options.given) {
        connection.close(close_timeout()).await;
        return Err(Error::Unlisted(unlisted));
    }
    // Planning reads the server's schemas: bounded work
    // (`plan::schema`'s node budget), before any call.
    let announced = announced(options, connection.instructions(), &tools);
    let plan = plan::plan(
        &tools,
        &options.given,
        &options.tools,
        options.include_destructive,
        options.assume_read_only,
        &announced,
    );
    let mut report = Report {
        server,
        transport: options.target.transport(),
        target: options.target.describe(),
        tools: tools.iter().map(|tool| tool.name.to_string()).collect(),
        findings: Vec::new(),
        skipped: plan.skipped.clone(),
        unannotated: plan.unannotated.clone(),
        calls_planned: plan.calls.len(),
        calls_made: 0,
        not_made_because: None,
        duration: Duration::ZERO,
        fail_on: options.fail_on,
        profile: options.profile,
        baseline: Baselined::None,
        show_as: options.show_as.clone(),
    };
    if options.dry_run {
        connection.close(close_timeout()).await;
        report.not_made_because = Some("a dry run makes no call".into());
        report.duration = started.elapsed();
        return Ok(Outcome::Planned {
            report,
            calls: plan.calls,
        });
    }
    progress(&format!(
        "toolerror-audit: {}, {} to make",
        report::count_of(tools.len(), "tool"),
        report::count_of(plan.calls.len(), "call")
    ));
    let first_not_made = make_calls(
        &connection,
        &plan.calls,
        &tools,
        &announced,
        options,
        calls_deadline,
        &mut report,
        &progress,
    )
    .await;
    if let (Some(index), Some(why)) = (first_not_made, report.not_made_because.clone()) {
        let not_made = plan.calls.len() - index;
        report.add(
            CheckId::CallsNotMade.check(),
            &plan.calls[index],
            format!(
                "{not_made} of {} not made, this one first: {why}",
                report::count_of(plan.calls.len(), "planned call"),
            ),
        );
    }
    connection.close(close_timeout()).await;
    report.duration = started.elapsed();
    if let Some(baseline) = &options.baseline {
        let mut called: Vec<String> = Vec::new();
        for call in &plan.calls {
            if !called.contains(&call.tool) {
                called.push(call.tool.clone());
            }
        }
        report.baseline = Baselined::Judged(baseline.judge(&report, &called));
    }
    if let Some(file) = &options.write_baseline {
        let (document, entries) = baseline::document(&report, options.baseline.as_ref());
        std::fs::write(file, document).map_err(|error| Error::WriteBaseline {
            path: file.clone(),
            error,
        })?;
        report.baseline = Baselined::Written {
            file: file.clone(),
            entries,
        };
    }
    Ok(Outcome::Audited(report))
}

/// Makes the calls in order, checking each answer, until they are done,
/// the budget runs out or the server goes away (it exited, or it doesn't
/// answer a `ping` after a call timed out); returns the index of the first
/// call not made, if one wasn't.
#[allow(clippy::too_many_arguments)]
async fn make_calls(
    connection: &Connection,
    calls: &[Call],
    tools: &[rmcp::model::Tool],
    announced: &Arc<Vec<String>>,
    options: &Options,
    deadline: Instant,
    report: &mut Report,
    progress: &dyn Fn(&str),
) -> Option<usize> {
    for (index, call) in calls.iter().enumerate() {
        let remaining = deadline.saturating_duration_since(Instant::now());
        if remaining.is_zero() {
            report.not_made_because = Some(format!(
                "the --budget of {:.1} s ran out",
                options.budget.as_secs_f64()
            ));
            return Some(index);
        }
        if connection.is_closed() {
            report.not_made_because = Some("the server closed the connection".into());
            return Some(index);
        }
        let started = Instant::now();
        let answer = connection.call(call, options.timeout, remaining).await;
        if let Answer::TimedOut(waited) = answer
            && Instant::now() >= deadline
        {
            // The budget, not the server, cut this call short.
            report.not_made_because = Some(format!(
                "no answer in the {:.1} s left when the --budget of {:.1} s ran out",
                waited.as_secs_f64(),
                options.budget.as_secs_f64()
            ));
            return Some(index);
        }
        // A call that timed out may have stalled the whole server (a
        // synchronous handler blocking its event loop): if it doesn't
        // answer a ping either, every later call would time out too, and be
        // blamed on tools that did nothing wrong.
        // With less than a ping's time left, a silent ping would say the
        // budget ran out, not that the server stopped: no ping then.
        let left = deadline.saturating_duration_since(Instant::now());
        let stopped_answering = matches!(answer, Answer::TimedOut(_))
            && left >= PING_TIMEOUT
            && !connection.ping(PING_TIMEOUT).await;
        report.calls_made += 1;
        let tool = tools.iter().find(|tool| tool.name == call.tool).cloned();
        let checked = check_off_thread(
            tool,
            call.clone(),
            answer.clone(),
            Arc::clone(announced),
            options.profile,
            deadline,
        )
        .await;
        let found = match checked {
            Some(found) => found,
            // The last call: nothing is left unmade, but its answer went
            // ungraded, which the report says rather than pass it.
            None if index + 1 == calls.len() => {
                report.add(
                    CheckId::CallsNotMade.check(),
                    call,
                    format!(
                        "the --budget of {:.1} s ran out while the audit read this call's answer: \
                         it was made, not graded; give a larger --budget",
                        options.budget.as_secs_f64()
                    ),
                );
                return None;
            }
            None => {
                report.not_made_because = Some(format!(
                    "the --budget of {:.1} s ran out while the audit read the answer to {} ({})",
                    options.budget.as_secs_f64(),
                    Shown::name(&call.tool),
                    Shown::text(&call.probe.to_string())
                ));
                return Some(index + 1);
            }
        };
        progress(&format!(
            "[{}/{}] {} ({}): {} in {} ms{}",
            index + 1,
            calls.len(),
            Shown::name(&call.tool),
            Shown::text(&call.probe.to_string()),
            Shown::text(&answer.kind()),
            started.elapsed().as_millis(),
            if found.is_empty() {
                String::new()
            } else {
                format!(
                    " — {}",
                    found
                        .iter()
                        .map(|(check, _)| check.id.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        ));
        for (check, mut evidence) in found {
            if stopped_answering && check.id == CheckId::CallTimedOut {
                evidence.push_str(
                    "; then the server didn't answer a ping either: it stopped answering, and the audit stopped calling it",
                );
            }
            report.add(check, call, evidence);
        }
        report.keep_result(call, &answer);
        let gone = if stopped_answering {
            Some(format!(
                "the server stopped answering (not even a ping) after {} ({}) timed out",
                Shown::name(&call.tool),
                Shown::text(&call.probe.to_string())
            ))
        } else if matches!(answer, Answer::Closed { .. }) {
            Some("the server closed the connection".to_owned())
        } else {
            None
        };
        if let Some(why) = gone {
            if index + 1 < calls.len() {
                report.not_made_because = Some(why);
                return Some(index + 1);
            }
            return None;
        }
    }
    None
}

/// The checks of `profile` on one answer, read on a thread of its own
/// and waited for until `deadline`: whatever a hostile answer costs to
/// read, the budget and the signals stay the runtime's. The answer is
/// bounded first ([`Answer::bounded`]). `None`: the deadline came first.
async fn check_off_thread(
    tool: Option<rmcp::model::Tool>,
    call: Call,
    answer: Answer,
    announced: Arc<Vec<String>>,
    profile: Profile,
    deadline: Instant,
) -> Option<Vec<(&'static checks::Check, String)>> {
    let work = tokio::task::spawn_blocking(move || {
        let (answer, wire_bytes) = answer.bounded();
        let observation =
            Observation::new(tool.as_ref(), &call, &answer).with_context(&announced, wire_bytes);
        checks::run(&observation, profile)
    });
    let left = deadline.saturating_duration_since(Instant::now());
    match tokio::time::timeout(left.max(Duration::from_millis(1)), work).await {
        Ok(Ok(found)) => Some(found),
        // A check that panicked found nothing the report can show.
        Ok(Err(_)) => Some(Vec::new()),
        Err(_) => None,
    }
}

/// What the user configured and the server announced, which no failure
/// leaks by showing it: the server command's arguments (the directories
/// it may use), the server's instructions and its tools' descriptions
/// (a configured repository), each bounded.
fn announced(
    options: &Options,
    instructions: Option<String>,
    tools: &[rmcp::model::Tool],
) -> Arc<Vec<String>> {
    let mut announced: Vec<String> = match &options.target {
        crate::cli::Target::Command { args, .. } => args.clone(),
        crate::cli::Target::Url { .. } => Vec::new(),
    };
    announced.extend(instructions);
    announced.extend(
        tools
            .iter()
            .filter_map(|tool| tool.description.as_deref().map(str::to_owned)),
    );
    for text in &mut announced {
        if text.len() > crate::text::INPUT_BYTES {
            *text = crate::text::head(text, crate::text::INPUT_BYTES).to_owned();
        }
    }
    Arc::new(announced)
}
