use toolerror::EmptyResult;

fn main() {
    let empty = EmptyResult::default();
    println!("{}", empty.description());
}
