//! `output_schema_with_error::<T>()` admits every valid `T` and every error
//! payload, and nothing else, for a corpus of `T` shapes, checked with a
//! real JSON Schema validator (the `jsonschema` crate, draft 2020-12).

#[path = "support/node.rs"]
mod node;

use std::process::Command;
use std::time::Duration;

use rmcp::schemars::{self, JsonSchema};
use serde::Serialize;
use serde_json::{Value, json};
use toolerror::rmcp::output_schema_with_error;
use toolerror::{ErrorPayload, ToReply};

fn validator<T: JsonSchema + 'static>() -> (Value, jsonschema::Validator) {
    let schema = Value::Object((*output_schema_with_error::<T>()).clone());
    let validator = jsonschema::validator_for(&schema)
        .unwrap_or_else(|error| panic!("the schema compiles: {error}\n{schema:#}"));
    (schema, validator)
}

/// What a failure of this tool puts in `structuredContent`.
fn payload() -> Value {
    ErrorPayload::business(
        "refund_over_limit",
        "Refund over the $100 ceiling. Escalate to a human agent.",
    )
    .to_value()
}

fn assert_admits<T: JsonSchema + Serialize + 'static>(successes: &[T], rejected: &[Value]) {
    let (schema, validator) = validator::<T>();
    for success in successes {
        let value = serde_json::to_value(success).unwrap();
        assert!(validator.is_valid(&value), "{value} against {schema:#}");
    }
    assert!(validator.is_valid(&payload()), "payload against {schema:#}");
    // The same, as the tool's reply carries it.
    let structured = ErrorPayload::from_value(&payload())
        .unwrap()
        .to_reply()
        .to_structured()
        .unwrap();
    assert!(validator.is_valid(&structured));
    for value in rejected {
        assert!(!validator.is_valid(value), "{value} against {schema:#}");
    }
}

#[derive(Serialize, JsonSchema)]
struct Booking {
    id: String,
    nights: u32,
}

#[derive(Serialize, JsonSchema)]
struct Nested {
    booking: Booking,
    notes: Option<String>,
}

#[derive(Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Tagged {
    Bike { id: String },
    Scooter { id: String, range_km: u32 },
}

#[derive(Serialize, JsonSchema)]
struct Flattened {
    #[serde(flatten)]
    booking: Booking,
    paid: bool,
}

#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct Strict {
    id: String,
}

#[derive(Serialize, JsonSchema)]
struct Tree {
    name: String,
    children: Vec<Tree>,
}

#[derive(Serialize, JsonSchema)]
#[schemars(extend("$id" = "https://example.com/schemas/catalog"))]
struct WithId {
    items: Vec<Booking>,
}

#[derive(Serialize, JsonSchema)]
struct Left {
    n: u32,
    right: Option<Box<Right>>,
}

#[derive(Serialize, JsonSchema)]
struct Right {
    m: u32,
    left: Option<Box<Left>>,
}

#[derive(Serialize, JsonSchema)]
#[serde(untagged)]
enum Either {
    Booking(Booking),
    Strict(Strict),
}

#[derive(Serialize, JsonSchema)]
enum Size {
    Small,
    Large,
}

#[test]
fn object_shapes_admit_their_successes_and_the_payload_only() {
    let booking = || Booking {
        id: "B-2041".into(),
        nights: 2,
    };
    assert_admits(&[booking()], &[json!({"id": 5}), json!("B-2041")]);
    assert_admits(
        &[Nested {
            booking: booking(),
            notes: None,
        }],
        &[json!({"booking": "B-2041"})],
    );
    assert_admits(
        &[
            Tagged::Bike { id: "b".into() },
            Tagged::Scooter {
                id: "s".into(),
                range_km: 30,
            },
        ],
        &[json!({"kind": "boat", "id": "x"})],
    );
    assert_admits(
        &[Flattened {
            booking: booking(),
            paid: true,
        }],
        &[json!({"paid": true})],
    );
    assert_admits(
        &[Strict { id: "x".into() }],
        &[json!({"id": "x", "extra": 1})],
    );
    assert_admits(
        &[WithId {
            items: vec![booking()],
        }],
        &[json!({"items": [{"id": 1}]})],
    );
}

#[test]
fn a_recursive_type_keeps_meaning_itself() {
    let tree = Tree {
        name: "root".into(),
        children: vec![Tree {
            name: "leaf".into(),
            children: vec![],
        }],
    };
    // An error payload is no child: `#` must not come to mean the union.
    assert_admits(&[tree], &[json!({"name": "root", "children": [payload()]})]);
}

#[test]
fn mutual_recursion_and_untagged_unions_of_objects_hold() {
    let left = Left {
        n: 1,
        right: Some(Box::new(Right {
            m: 2,
            left: Some(Box::new(Left { n: 3, right: None })),
        })),
    };
    assert_admits(
        &[left],
        &[json!({"n": 1, "right": {"m": 2, "left": payload()}})],
    );
    // Every branch an object, through references: the payload is admitted.
    assert_admits(
        &[
            Either::Booking(Booking {
                id: "B-1".into(),
                nights: 1,
            }),
            Either::Strict(Strict { id: "x".into() }),
        ],
        &[json!(5)],
    );
}

#[test]
fn a_success_that_is_no_object_keeps_its_own_schema() {
    fn own_schema<T: JsonSchema + Serialize + 'static>(success: T) {
        let (schema, validator) = validator::<T>();
        assert_ne!(schema["type"], "object", "{schema:#}");
        assert!(
            validator.is_valid(&serde_json::to_value(&success).unwrap()),
            "{schema:#}"
        );
    }
    own_schema(vec![Booking {
        id: "B-1".into(),
        nights: 1,
    }]);
    own_schema(String::from("done"));
    own_schema(Some(Booking {
        id: "B-1".into(),
        nights: 1,
    }));
    own_schema(None::<Booking>);
    own_schema(Size::Small);
    own_schema(Size::Large);
    own_schema(());
}

/// One shape of the corpus: its schema, what it must admit, what it must
/// reject.
fn corpus_case<T: JsonSchema + Serialize + 'static>(
    name: &str,
    successes: &[T],
    rejected: &[Value],
) -> Value {
    let schema = Value::Object((*output_schema_with_error::<T>()).clone());
    let mut admitted: Vec<Value> = successes
        .iter()
        .map(|success| serde_json::to_value(success).unwrap())
        .collect();
    if schema["type"] == "object" {
        admitted.push(payload());
    }
    json!({"name": name, "schema": schema, "admitted": admitted, "rejected": rejected})
}

#[test]
fn the_typescript_sdk_validator_agrees() {
    use node::{install_client, require_node_20, run, summary_count, text, ts_dir};
    let booking = || Booking {
        id: "B-2041".into(),
        nights: 2,
    };
    let corpus = json!([
        corpus_case("struct", &[booking()], &[json!({"id": 5}), json!("B-2041")]),
        corpus_case(
            "tagged enum",
            &[Tagged::Bike { id: "b".into() }],
            &[json!({"kind": "boat", "id": "x"})]
        ),
        corpus_case(
            "flatten",
            &[Flattened {
                booking: booking(),
                paid: true
            }],
            &[json!({"paid": true})]
        ),
        corpus_case(
            "deny_unknown_fields",
            &[Strict { id: "x".into() }],
            &[json!({"id": "x", "extra": 1})]
        ),
        corpus_case(
            "recursive",
            &[Tree {
                name: "root".into(),
                children: vec![Tree {
                    name: "leaf".into(),
                    children: vec![]
                }]
            }],
            &[json!({"name": "root", "children": [payload()]})]
        ),
        corpus_case(
            "own $id",
            &[WithId {
                items: vec![booking()]
            }],
            &[json!({"items": [{"id": 1}]})]
        ),
        corpus_case(
            "mutual recursion",
            &[Left {
                n: 1,
                right: Some(Box::new(Right { m: 2, left: None }))
            }],
            &[json!({"n": 1, "right": {"m": 2, "left": payload()}})]
        ),
        corpus_case(
            "untagged union of objects",
            &[Either::Strict(Strict { id: "x".into() })],
            &[json!(5)]
        ),
        corpus_case("list", &[vec![booking()]], &[json!({"id": "B-1"})]),
        corpus_case("string", &[String::from("done")], &[json!(5)]),
        corpus_case("unit enum", &[Size::Small, Size::Large], &[json!("Medium")]),
    ]);
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("output_schema_corpus.json");
    std::fs::write(&path, corpus.to_string()).unwrap();

    require_node_20();
    let dir = ts_dir();
    install_client(&dir);
    let output = run(
        Command::new("node")
            .args(["--test", "--test-reporter=spec", "schemas.test.mjs"])
            .env("TOOLERROR_SCHEMA_CORPUS", &path)
            .current_dir(&dir),
        Duration::from_secs(120),
    );
    let report = format!("{}{}", text(&output.stdout), text(&output.stderr));
    assert!(
        output.status.success(),
        "the SDK's validator disagrees:\n{report}"
    );
    assert_eq!(summary_count(&report, "fail "), Some(0), "{report}");
    assert_eq!(
        summary_count(&report, "pass "),
        Some(1 + corpus.as_array().unwrap().len()),
        "{report}"
    );
}
