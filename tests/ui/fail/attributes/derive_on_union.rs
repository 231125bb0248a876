#[derive(toolerror::ToolError)]
pub union RawFailure {
    code: u32,
    ratio: f32,
}

fn main() {}
