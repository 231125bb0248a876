use toolerror::ErrorPayload;

fn main() {
    let payload = ErrorPayload::business(
        "refund_over_limit",
        "Refund exceeds the $100 automatic ceiling. Escalate to a human agent.",
    )
    .with_retryable(true);
    println!("{}", payload.to_json());
}
