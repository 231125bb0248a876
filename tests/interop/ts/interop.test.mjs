// Interop with the official MCP TypeScript SDK 1.x client (pinned in
// package-lock.json): the toolerror `mcp_server` example, spawned over stdio,
// answers every documented argument class with the documented outcome.
//
// This client is the strict one: after listTools() it validates
// structuredContent against each tool's outputSchema *even when isError is
// true*, and turns a mismatch into McpError -32602 that hides the real error
// (typescript-sdk issue 2748). The server copes in two ways, both checked
// here: every outputSchema admits the error payload (get_booking's written
// with output_schema_with_error, charge_deposit's widened by the categorized
// router), and charge_deposit's errors are text-only besides.
//
// Run by tests/tests/ts_interop.rs (`cargo test`), or by hand:
//   npm ci && TOOLERROR_MCP_SERVER=../../../target/debug/examples/mcp_server node --test interop.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';

const SERVER = process.env.TOOLERROR_MCP_SERVER;
const TIMEOUT = { timeout: 30_000 };

let client;
let tools;

before(async () => {
  assert.ok(SERVER, 'set TOOLERROR_MCP_SERVER to the mcp_server example binary');
  client = new Client({ name: 'toolerror-ts-interop', version: '0.0.0' });
  // The child gets the SDK's default safe environment; it needs nothing more.
  await client.connect(new StdioClientTransport({ command: SERVER, args: [], stderr: 'inherit' }));
  // Listing the tools makes the client cache one output validator per tool
  // with an outputSchema: every callTool below is validated, as in a real
  // host.
  ({ tools } = await client.listTools());
}, TIMEOUT);

after(async () => {
  await client?.close();
}, TIMEOUT);

const RETRYABLE = { transient: true, validation: true, business: false, permission: false };

/** The single text block of a result. */
function text(result) {
  assert.equal(result.content.length, 1, JSON.stringify(result));
  const [block] = result.content;
  assert.equal(block.type, 'text');
  return block.text;
}

/** A success whose structuredContent is mirrored in its text block. */
function success(result) {
  assert.notEqual(result.isError, true, JSON.stringify(result));
  assert.ok(result.structuredContent, `expected structuredContent: ${JSON.stringify(result)}`);
  assert.deepEqual(JSON.parse(text(result)), result.structuredContent);
  return result.structuredContent;
}

/** Checks a failure (the sentence, then the payload's JSON); returns its payload. */
function failure(result, { category, code, says = [], retryAfterMs, structured }) {
  assert.equal(result.isError, true, JSON.stringify(result));
  assert.equal(result.content.length, 2, JSON.stringify(result));
  const [sentence, block] = result.content;
  assert.equal(sentence.type, 'text');
  assert.equal(block.type, 'text');
  const retryability = RETRYABLE[category] ? 'retryable' : 'not retryable';
  assert.ok(sentence.text.startsWith(`Error (${category}, ${retryability}: `), sentence.text);
  const payload = JSON.parse(block.text);
  assert.ok(sentence.text.includes(payload.description), sentence.text);
  assert.equal(payload.errorCategory, category);
  assert.equal(payload.isRetryable, RETRYABLE[category]);
  assert.equal(payload.code, code);
  assert.equal(typeof payload.description, 'string');
  for (const needle of says) {
    assert.ok(payload.description.includes(needle), `description lacks ${JSON.stringify(needle)}: ${payload.description}`);
  }
  assert.equal(payload.retryAfterMs, retryAfterMs);
  if (structured) {
    assert.deepEqual(result.structuredContent, payload, 'structuredContent = text block');
  } else {
    assert.equal(result.structuredContent, undefined, 'a text-only error carries no structuredContent');
  }
  return payload;
}

const call = (name, args) => client.callTool({ name, arguments: args });
const tool = (name) => {
  const found = tools.find((t) => t.name === name);
  assert.ok(found, `tool ${name} not listed`);
  return found;
};

test('tools/list: the five tools and their output schemas', TIMEOUT, () => {
  assert.deepEqual(tools.map((t) => t.name).sort(), [
    'charge_deposit',
    'find_bookings',
    'get_booking',
    'refund',
    'search_bikes',
  ]);

  const booking = tool('get_booking').outputSchema;
  assert.equal(booking.type, 'object');
  assert.equal(booking.anyOf.length, 2);
  assert.deepEqual(booking.anyOf[0].required, ['id', 'customer', 'bike', 'status']);
  assert.equal(booking.anyOf[1].required[0], 'errorCategory');

  // rmcp derives charge_deposit's schema from the receipt alone; the
  // categorized router widens it to admit the error payload too.
  const receipt = tool('charge_deposit').outputSchema;
  assert.equal(receipt.type, 'object');
  assert.equal(receipt.anyOf.length, 2);
  assert.deepEqual(receipt.anyOf[0].required, ['receipt_id', 'booking_id', 'amount_usd']);
  assert.equal(receipt.anyOf[1].required[0], 'errorCategory');

  assert.equal(tool('find_bookings').outputSchema, undefined);
  assert.equal(tool('refund').outputSchema, undefined);
  assert.equal(tool('search_bikes').outputSchema, undefined);
});

test('the client validator: every output schema admits a structured error', TIMEOUT, async () => {
  // The validator the client uses by default, on the schemas it was given.
  const validator = new AjvJsonSchemaValidator();
  const error = failure(await call('get_booking', { booking_id: 'B-3001' }), {
    category: 'permission',
    code: 'not_your_booking',
    structured: true,
  });
  assert.equal(validator.getValidator(tool('get_booking').outputSchema)(error).valid, true);
  // Before the router widened it, a structured error on charge_deposit
  // became McpError -32602.
  assert.equal(validator.getValidator(tool('charge_deposit').outputSchema)(error).valid, true);
});

test('get_booking', TIMEOUT, async () => {
  for (const [id, bike] of [['B-2041', 'Trek'], ['B-2042', 'Brompton']]) {
    const booking = success(await call('get_booking', { booking_id: id }));
    assert.equal(booking.id, id);
    assert.equal(booking.customer, 'C-17');
    assert.ok(booking.bike.includes(bike), booking.bike);
    assert.equal(typeof booking.status, 'string');
  }

  // An error result, validated against the union schema, arrives as a
  // result with its payload in structuredContent: no McpError -32602.
  for (const malformed of ['2041', 'B2041', 'B-20411', 'b-2041']) {
    failure(await call('get_booking', { booking_id: malformed }), {
      category: 'validation',
      code: 'bad_booking_id',
      says: ['B-2041'],
      structured: true,
    });
  }

  const denied = failure(await call('get_booking', { booking_id: 'B-3001' }), {
    category: 'permission',
    code: 'not_your_booking',
    says: ['not allowed'],
    structured: true,
  });
  for (const secret of ['B-3001', 'C-17', '@']) {
    assert.ok(!denied.description.includes(secret), `permission description leaks ${secret}`);
  }
  assert.equal(denied.details, undefined);

  failure(await call('get_booking', { booking_id: 'B-9999' }), {
    category: 'validation',
    code: 'unknown_booking',
    says: ['B-9999', 'find_bookings'],
    structured: true,
  });
});

test('find_bookings: found, valid empty, failed', TIMEOUT, async () => {
  const found = success(await call('find_bookings', { email: 'ana@example.com' }));
  assert.equal(found.resultCount, 2);
  assert.deepEqual(found.results.map((b) => b.id), ['B-2041', 'B-2042']);

  const empty = await call('find_bookings', { email: 'bo@example.com' });
  assert.equal(empty.isError, false);
  const nothing = success(empty);
  assert.equal(nothing.resultCount, 0);
  assert.deepEqual(nothing.results, []);
  assert.ok(nothing.description.includes('bo@example.com'), nothing.description);
  assert.ok(nothing.description.includes('ran successfully and matched nothing'), nothing.description);

  failure(await call('find_bookings', { email: 'ana.example.com' }), {
    category: 'validation',
    code: 'bad_email',
    says: ['ana.example.com', 'ana@example.com'],
    structured: true,
  });

  const timeout = failure(await call('find_bookings', { email: 'timeout@example.com' }), {
    category: 'transient',
    code: 'directory_timeout',
    says: ['did not run', '5 seconds'],
    retryAfterMs: 5000,
    structured: true,
  });
  assert.equal(timeout.resultCount, undefined);
});

test('refund', TIMEOUT, async () => {
  for (const [id, amount] of [['B-2041', 40], ['B-2042', 100], ['B-2041', 19.99]]) {
    const result = await call('refund', { booking_id: id, amount_usd: amount });
    assert.equal(result.isError, false, JSON.stringify(result));
    assert.equal(result.structuredContent, undefined);
    assert.ok(text(result).includes(`Refunded $${amount} on booking ${id}`), text(result));
  }

  const over = failure(await call('refund', { booking_id: 'B-2041', amount_usd: 140 }), {
    category: 'business',
    code: 'refund_over_limit',
    says: ['$140', '$100', 'human agent', "don't retry"],
    structured: true,
  });
  assert.deepEqual(over.details, { amount_usd: 140, limit_usd: 100 });

  failure(await call('refund', { booking_id: 'B-3001', amount_usd: 20 }), {
    category: 'permission',
    code: 'not_your_booking',
    says: ['human agent'],
    structured: true,
  });

  for (const amount of [0, -5]) {
    failure(await call('refund', { booking_id: 'B-2041', amount_usd: amount }), {
      category: 'validation',
      code: 'bad_amount',
      says: ['amount_usd', 'positive'],
      structured: true,
    });
  }

  failure(await call('refund', { booking_id: '2041', amount_usd: 20 }), {
    category: 'validation',
    code: 'bad_booking_id',
    says: ['B-2041'],
    structured: true,
  });
});

test('charge_deposit: text-only errors', TIMEOUT, async () => {
  const receipt = success(await call('charge_deposit', { booking_id: 'B-2041' }));
  assert.equal(receipt.booking_id, 'B-2041');
  assert.equal(receipt.amount_usd, 50);
  assert.equal(typeof receipt.receipt_id, 'string');

  failure(await call('charge_deposit', { booking_id: 'B-2042' }), {
    category: 'transient',
    code: 'payment_timeout',
    says: ['timed out', '30 seconds'],
    retryAfterMs: 30000,
    structured: false,
  });

  failure(await call('charge_deposit', { booking_id: 'B-3001' }), {
    category: 'permission',
    code: 'not_your_booking',
    says: ['not allowed'],
    structured: false,
  });

  failure(await call('charge_deposit', { booking_id: '2042' }), {
    category: 'validation',
    code: 'bad_booking_id',
    says: ['B-2041'],
    structured: false,
  });
});

/** The sources of coverage.failures, each checked to be a fleet timeout. */
function failedFleets(coverage) {
  return coverage.failures.map((failure) => {
    assert.equal(failure.errorCategory, 'transient', JSON.stringify(failure));
    assert.equal(failure.isRetryable, true, JSON.stringify(failure));
    assert.equal(failure.retryAfterMs, 15000, JSON.stringify(failure));
    assert.equal(failure.code, 'timeout', JSON.stringify(failure));
    assert.equal(typeof failure.description, 'string');
    return failure.source;
  });
}

/** A successful search: isError false, resultCount matching results, and
 * every bike from a fleet that answered. */
async function search(area, count, fleets) {
  const result = await call('search_bikes', { area });
  assert.equal(result.isError, false, JSON.stringify(result));
  const found = success(result);
  assert.equal(found.resultCount, count);
  assert.equal(found.results.length, count);
  assert.deepEqual(found.coverage.succeeded.map((s) => s.source), fleets);
  assert.equal(found.coverage.sourcesAttempted, 5);
  assert.equal(found.coverage.sourcesSucceeded, fleets.length);
  for (const bike of found.results) {
    assert.ok(fleets.includes(String(bike.fleet)), JSON.stringify(bike));
  }
  return found;
}

test('search_bikes: partial, complete, all failed, complete and empty', TIMEOUT, async () => {
  const partial = await search('downtown', 3, ['1', '2', '3']);
  assert.ok(partial.description.startsWith('Searched 3 of 5 sources; 4 and 5 timed out.'), partial.description);
  assert.ok(partial.description.includes('incomplete'), partial.description);
  assert.equal(partial.coverage.complete, false);
  assert.deepEqual(failedFleets(partial.coverage), ['4', '5']);

  const complete = await search('harbor', 2, ['1', '2', '3', '4', '5']);
  assert.equal(complete.description, 'Searched 5 of 5 sources.');
  assert.equal(complete.coverage.complete, true);
  assert.deepEqual(failedFleets(complete.coverage), []);

  // Every source failed: an error, never an empty success.
  const outage = failure(await call('search_bikes', { area: 'outage' }), {
    category: 'transient',
    code: 'all_sources_failed',
    says: ['Searched 0 of 5 sources', 'timed out'],
    retryAfterMs: 15000,
    structured: true,
  });
  assert.equal(outage.resultCount, undefined);
  const { coverage } = outage.details;
  assert.equal(coverage.sourcesAttempted, 5);
  assert.equal(coverage.sourcesSucceeded, 0);
  assert.equal(coverage.complete, false);
  assert.deepEqual(failedFleets(coverage), ['1', '2', '3', '4', '5']);

  // Every source answered, none had bikes: a valid empty result.
  const empty = await search('moon', 0, ['1', '2', '3', '4', '5']);
  assert.deepEqual(empty.results, []);
  assert.ok(empty.description.includes('which found nothing'), empty.description);
  assert.equal(empty.coverage.complete, true);
});

test('an unknown tool is a JSON-RPC error', TIMEOUT, async () => {
  await assert.rejects(call('cancel_booking', { booking_id: 'B-2041' }), (error) => {
    assert.ok(error instanceof McpError, String(error));
    assert.equal(error.code, ErrorCode.InvalidParams);
    assert.match(error.message, /not found/);
    assert.match(error.message, /`cancel_booking`/);
    return true;
  });
});

test('with --unknown-tools-as-results, an unknown tool is a validation result listing the tools', TIMEOUT, async () => {
  const other = new Client({ name: 'toolerror-ts-interop-unknown', version: '0.0.0' });
  await other.connect(new StdioClientTransport({ command: SERVER, args: ['--unknown-tools-as-results'], stderr: 'inherit' }));
  try {
    const result = await other.callTool({ name: 'cancel_booking', arguments: { booking_id: 'B-2041' } });
    const payload = failure(result, {
      category: 'validation',
      code: 'unknown_tool',
      says: ['There is no tool named `cancel_booking`', '`get_booking`'],
      structured: true,
    });
    assert.equal(payload.details.tool, 'cancel_booking');
    assert.equal(payload.details.available.length, 5);
  } finally {
    await other.close();
  }
});

test('arguments of the wrong type are a validation result, not -32602', TIMEOUT, async () => {
  // Structured, since every outputSchema admits the payload or there is
  // none; nothing serde quotes of the call is repeated.
  const cases = [
    ['get_booking', { booking_id: 2041 }, ['get_booking', 'argument `booking_id` must be a string'], true],
    ['get_booking', {}, ['argument `booking_id` must be given (it is required)'], true],
    ['find_bookings', { email: ['ana@example.com'] }, ['find_bookings', 'argument `email` must be a string'], true],
    ['refund', { booking_id: 'B-2041', amount_usd: '140' }, ['refund', 'argument `amount_usd` must be'], true],
    ['charge_deposit', { booking_id: null }, ['charge_deposit', 'argument `booking_id` must be a string'], true],
    ['search_bikes', { area: 5 }, ['search_bikes', 'argument `area`'], true],
  ];
  for (const [name, args, says, structured] of cases) {
    const result = await call(name, args);
    failure(result, {
      category: 'validation',
      code: 'invalid_arguments',
      says,
      structured,
    });
    // The correlation id is random hex and may hold any of these digits.
    const id = result.structuredContent?.correlationId;
    const shown = id ? JSON.stringify(result).replaceAll(id, '<id>') : JSON.stringify(result);
    for (const value of ['2041', 'ana@example.com', '140', 'integer', 'sequence']) {
      assert.ok(!shown.includes(value), `${name}: ${shown}`);
    }
  }
});
