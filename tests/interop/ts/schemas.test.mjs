// The official TypeScript SDK 1.x client's own validator (AjvJsonSchemaValidator,
// which `listTools()` compiles every outputSchema with and `callTool()` checks
// structuredContent against) on the schemas `output_schema_with_error::<T>()`
// gives for a corpus of T shapes: each compiles, admits the tool's successes
// and the error payload (for object T), and rejects the rest.
//
// The corpus is written by the Rust test tests/tests/output_schema.rs:
//   TOOLERROR_SCHEMA_CORPUS=/path/to/corpus.json node --test schemas.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';

const CORPUS = process.env.TOOLERROR_SCHEMA_CORPUS;

test('the corpus is there', () => {
  assert.ok(CORPUS, 'set TOOLERROR_SCHEMA_CORPUS to the corpus file');
});

const cases = CORPUS ? JSON.parse(readFileSync(CORPUS, 'utf8')) : [];

for (const { name, schema, admitted, rejected } of cases) {
  test(`${name}: the SDK's validator compiles the schema and agrees`, () => {
    const validate = new AjvJsonSchemaValidator().getValidator(schema);
    for (const value of admitted) {
      const result = validate(value);
      assert.ok(result.valid, `${JSON.stringify(value)} must be admitted: ${result.errorMessage}`);
    }
    for (const value of rejected) {
      assert.equal(validate(value).valid, false, `${JSON.stringify(value)} must be rejected`);
    }
  });
}
