//! `output_schema_with_error::<T>()` admits every valid `T` and every error
//! payload, and nothing else, for a corpus of `T` shapes, checked with a
//! real JSON Schema validator (the `jsonschema` crate, draft 2020-12).

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
        .structured()
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
