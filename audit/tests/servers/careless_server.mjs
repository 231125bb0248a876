// A deliberately careless MCP server on the official TypeScript SDK
// (@modelcontextprotocol/sdk 1.32.2, McpServer), over stdio. Its
// carelessness, and what toolerror-audit must say about it (in brackets:
// what only --profile toolerror, toolerror's own conventions, adds):
//
// - get_order: declares an outputSchema ({id, total}) and answers a miss
//   with an error result whose structuredContent is {error: "…"}, which
//   that schema rejects: the SDK's own 1.x client throws -32602 instead of
//   showing the error. Its errors carry no category and no next step.
//   -> error-violates-output-schema [error-without-category,
//      error-without-next-step]
// - cancel_order: answers a miss with a categorized payload in
//   structuredContent and no text block: hosts that drop
//   structuredContent on errors show the model nothing.
//   -> structured-only-error [and error-without-category for the SDK's
//      own answer to arguments of the wrong type]
// - the SDK itself answers arguments that don't fit with an error result
//   ("MCP error -32602: Input validation error: …", no category), and an
//   unknown tool with an error result naming it.
//
// The SDK is the one tests/interop/ts installs (npm ci); TOOLERROR_TS_MODULES
// names another directory holding node_modules.

import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const modules =
  process.env.TOOLERROR_TS_MODULES ??
  fileURLToPath(new URL('../../../tests/interop/ts/', import.meta.url));
const require = createRequire(`${modules.replace(/\/?$/, '/')}`);
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const z = require('zod');

const server = new McpServer({ name: 'careless-typescript', version: '1.0.0' });

const ORDERS = { 'o-1': { id: 'o-1', total: 40 } };

server.registerTool(
  'get_order',
  {
    description: 'Get an order by id.',
    inputSchema: { order_id: z.string() },
    outputSchema: { id: z.string(), total: z.number() },
    annotations: { readOnlyHint: true },
  },
  async ({ order_id }) => {
    const order = ORDERS[order_id];
    if (order) {
      return { content: [{ type: 'text', text: JSON.stringify(order) }], structuredContent: order };
    }
    const error = { error: 'Order not found' };
    return { content: [{ type: 'text', text: JSON.stringify(error) }], structuredContent: error, isError: true };
  },
);

server.registerTool(
  'cancel_order',
  {
    description: 'Cancel an order that has not shipped.',
    inputSchema: { order_id: z.string() },
    annotations: { destructiveHint: false, idempotentHint: true },
  },
  async ({ order_id }) => {
    if (ORDERS[order_id]) {
      return { content: [{ type: 'text', text: `Order ${order_id} cancelled.` }] };
    }
    return {
      content: [],
      structuredContent: {
        errorCategory: 'validation',
        isRetryable: true,
        description: 'No order with that id. Check the id with get_order, then call again.',
        code: 'unknown_order',
      },
      isError: true,
    };
  },
);

await server.connect(new StdioServerTransport());
