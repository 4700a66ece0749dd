/** @jest-environment node */
/**
 * Bad input (issue #7): every POST, PUT, PATCH and DELETE of the OpenAPI document gets arbitrary
 * bodies (any JSON, the right fields with the wrong types, huge strings, right bodies but for a
 * control or bidirectional character in one text field, deep nesting, text that is not JSON, the
 * wrong content type), signed in and signed out. Never a 5xx; a 4xx is JSON with a
 * message; a refused request changes nothing in the database (the viewer's balance and points
 * included). Runs per route and caller: FC_NUM_RUNS / 4, else 25 (jest.setup reads FC_NUM_RUNS).
 */
import fc from "fast-check";
import { seededCaller } from "./test-content";
import { bodyFor, pathParam, RUNS_PER_ROUTE, type Body, type OpenApi } from "./test-fuzz";
import { tokenFor, type TestContext } from "./test-harness";
import { changedTables, snapshot as snapshotOf, type Snapshot } from "./test-snapshot";

jest.setTimeout(300_000);

let ctx: TestContext;
let viewerId: number;
let token: string;
/** The database as the last request left it. */
let state: Snapshot;
const snapshot = () => snapshotOf(ctx);

beforeAll(async () => {
  const caller = await seededCaller({ balance: 250_000, points: 1_200 });
  ({ ctx, token } = caller);
  viewerId = caller.user.id;
  state = await snapshot();
});
afterAll(() => ctx.close());

type Operation = { method: string; path: string; fields: string[] };

/**
 * Refusals that change a table on purpose: a wrong code is counted against the code it was meant for
 * (five, and that code is spent), when a fuzzed phone happens to have one pending.
 */
const COUNTED_REFUSALS: Record<string, string[]> = { "POST /api/verify-otp": ["otp_codes"] };

async function operations(): Promise<Operation[]> {
  const doc = (await (await ctx.get("/api/openapi.json")).json()) as OpenApi;
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!["post", "put", "patch", "delete"].includes(method)) continue;
      const fields = Object.values(op.requestBody?.content ?? {}).flatMap((c) =>
        Object.keys(c.schema?.properties ?? {}),
      );
      found.push({ method: method.toUpperCase(), path, fields: [...new Set(fields)] });
    }
  }
  return found;
}

async function send(op: Operation, params: string[], { contentType, body }: Body, signedIn: boolean) {
  let i = 0;
  const path = op.path.replace(/\{[^}]+\}/g, () => params[i++] ?? "1");
  const headers: Record<string, string> = { Accept: "application/json" };
  if (contentType) headers["Content-Type"] = contentType;
  if (signedIn) headers.Authorization = `Bearer ${token}`;
  const response = await ctx.app.request(path, { method: op.method, headers, body });
  return { path, response, text: await response.text() };
}

describe("hostile request bodies", () => {
  it("reach every POST, PUT, PATCH and DELETE of the OpenAPI document", async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(20);
    const failures: string[] = [];

    for (const op of ops) {
      // Each operation from the database as it is now: one's failure is not charged to the next.
      state = await snapshot();
      const counted = COUNTED_REFUSALS[`${op.method} ${op.path}`] ?? [];
      const arb = fc.tuple(
        fc.array(pathParam, { minLength: 3, maxLength: 3 }),
        bodyFor(op.fields),
        fc.boolean(),
      );
      const result = await fc.check(
        fc.asyncProperty(arb, async ([params, body, signedIn]) => {
          const before = state;
          const { path, response, text } = await send(op, params, body, signedIn);
          const status = response.status;
          await ctx.settle();
          const where = `${op.method} ${path} (${signedIn ? "signed in" : "signed out"}, ${body.contentType}) → ${status}: ${text.slice(0, 200)}`;
          if (status >= 500) throw new Error(`server error: ${where}`);
          if (status >= 400) {
            const html =
              op.path.startsWith("/sandbox/") &&
              (response.headers.get("content-type") ?? "").startsWith("text/html");
            if (!html) {
              let message: unknown;
              try {
                message = (JSON.parse(text) as { message?: unknown }).message;
              } catch {
                throw new Error(`a 4xx that is not JSON: ${where}`);
              }
              if (typeof message !== "string" || !message)
                throw new Error(`a 4xx without a message: ${where}`);
            }
            const after = await snapshot();
            const changed = changedTables(before, after).filter((table) => !counted.includes(table));
            state = after;
            if (changed.length) throw new Error(`a refused request changed ${changed.join(", ")}: ${where}`);
          } else {
            // Accepted: it may have signed the viewer out (/logout); carry on with a fresh token.
            if (signedIn) token = await tokenFor(ctx, viewerId);
            state = await snapshot();
          }
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (result.failed) {
        const error =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        failures.push(`${op.method} ${op.path} (seed ${result.seed}): ${error}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
