#[derive(Debug, thiserror::Error)]
#[error("connecting to postgres://app:hunter2@db failed")]
pub struct DbFailure;

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum StoreError {
    #[error(transparent)]
    #[category(transient)]
    Db(DbFailure),
}

fn main() {}
