use toolerror::{Category, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError<'a> {
    #[error("booking id {got} is malformed; booking ids look like B-2041")]
    #[category(validation)]
    BadBookingId { got: &'a str },
    #[error("no customer with email {0}")]
    #[category(business)]
    #[tool_error(description = "No customer has the email {0}. Ask the user to check it.")]
    UnknownCustomer(&'a str),
}

fn main() {
    let input = String::from("2041");
    let error = LookupError::BadBookingId { got: &input };
    assert_eq!(error.category(), Category::Validation);
    assert_eq!(
        error.description(),
        "booking id 2041 is malformed; booking ids look like B-2041"
    );
    let error = LookupError::UnknownCustomer("ana@example.com");
    assert_eq!(
        error.description(),
        "No customer has the email ana@example.com. Ask the user to check it."
    );
    assert_eq!(error.code(), "unknown_customer");
}
