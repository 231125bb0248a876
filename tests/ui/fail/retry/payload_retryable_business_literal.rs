use toolerror::{Category, ErrorPayload};

fn main() {
    let payload = ErrorPayload {
        category: Category::Business,
        is_retryable: true,
        description: "Refund exceeds the $100 automatic ceiling.".into(),
        code: "refund_over_limit".into(),
        retry_after: None,
        details: None,
    };
    println!("{}", payload.to_json());
}
