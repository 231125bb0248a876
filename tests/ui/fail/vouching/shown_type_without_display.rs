// A field a description shows with `{}` whose type neither vouches for its
// text nor implements `Display`: one mistake (the wrong type shown), one
// error.
#[derive(Debug)]
pub struct Reply {
    pub body: String,
}

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum UpstreamError {
    #[error("upstream refused the call")]
    #[category(business)]
    #[tool_error(description = "The upstream answered {reply}: change the request.")]
    Refused { reply: Reply },
}

fn main() {}
