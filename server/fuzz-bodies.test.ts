/** @jest-environment node */
/**
 * Bad input (issue #7): every POST, PUT, PATCH and DELETE of the OpenAPI document gets arbitrary
 * bodies (any JSON, the right fields with the wrong types, huge strings, deep nesting, text that is
 * not JSON, the wrong content type), signed in and signed out. Never a 5xx; a 4xx is JSON with a
 * message; a refused request changes nothing in the database (the viewer's balance and points
 * included). Runs per route and caller: FC_NUM_RUNS / 4, else 25 (jest.setup reads FC_NUM_RUNS).
 */
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import * as schema from "./db/schema";
import { seedContent } from "./test/content";
import { createTestContext, createUser, tokenFor, type TestContext } from "./test/harness";

jest.setTimeout(300_000);

const RUNS = Number(process.env.FC_NUM_RUNS) > 0 ? Math.ceil(Number(process.env.FC_NUM_RUNS) / 4) : 25;

let ctx: TestContext;
let viewerId: number;
let token: string;
/** The database as the last request left it. */
let state: Record<string, string>;

const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

/**
 * Every table's row count and content. Access tokens count only by number: an authenticated call
 * may note when a token was last used.
 */
async function snapshot(): Promise<Record<string, string>> {
  const parts = TABLES.map((name) => {
    const content =
      name === "access_tokens" ? "''" : `md5(coalesce(string_agg(t::text, '|' order by t::text), ''))`;
    return `select '${name}' as name, count(*)::text || ':' || ${content} as state from "${name}" t`;
  });
  const result = await ctx.db.execute(sql.raw(parts.join(" union all ")));
  const rows = (result as unknown as { rows: { name: string; state: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.state]));
}

beforeAll(async () => {
  // Per-address limits far up: the test is one caller sending thousands of requests.
  ctx = await createTestContext({ config: { ipLimitScale: 100_000 } });
  await seedContent(ctx);
  const { user } = await createUser(ctx, { balance: 250_000, points: 1_200 });
  viewerId = user.id;
  token = await tokenFor(ctx, viewerId);
  state = await snapshot();
});
afterAll(() => ctx.close());

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

const HUGE = "x".repeat(200_000);
const DEEP_ARRAY = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`;

/** Values for a known field: right-looking, wrong-typed, absurd. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "0901234567",
      "+84 901 234 567",
      "Cineva@2026",
      "Secret123!",
      "movie",
      "series",
      "card",
      "/topup/result",
      "//evil.com",
      "123456",
      1,
      0,
      -1,
      10_000,
      50_000_000,
      1e308,
      -1e308,
      2 ** 53 + 1,
      0.5,
      "",
      " ",
      "\u0000",
      "%E0%A4%A",
      "ệ😀\u202e",
      HUGE,
      null,
      true,
      [],
      {},
      { __proto__: { admin: true } },
      ["a", 1],
    ),
  },
);

type Body = { contentType: string | null; body: string };

/** A body: JSON of any shape, or the operation's fields with bad values, or no JSON at all. */
function bodyFor(fields: string[]): fc.Arbitrary<Body> {
  const json = (value: unknown) => ({
    contentType: "application/json",
    body: JSON.stringify(value) ?? "null",
  });
  const withFields = fields.length
    ? fc
        .dictionary(fc.constantFrom(...fields), fieldValue, { maxKeys: fields.length })
        .chain((known) =>
          fc
            .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 })
            .map((extra) => ({ ...extra, ...known })),
        )
    : fc.dictionary(fc.string(), fieldValue, { maxKeys: 3 });
  return fc.oneof(
    { weight: 4, arbitrary: withFields.map(json) },
    { weight: 2, arbitrary: fc.jsonValue().map(json) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { contentType: "application/json", body: "" },
        { contentType: "application/json", body: "{" },
        { contentType: "application/json", body: "{'a': 1}" },
        { contentType: "application/json", body: "undefined" },
        { contentType: "application/json", body: "\u0000" },
        { contentType: "application/json", body: '{"amount": 1e999}' },
        { contentType: "application/json", body: '{"__proto__": {"x": 1}}' },
        { contentType: "application/json", body: DEEP_ARRAY },
        { contentType: "application/json", body: DEEP_OBJECT },
        { contentType: "application/json", body: JSON.stringify({ a: HUGE }) },
        { contentType: "application/json; charset=latin1", body: "{}" },
        { contentType: "text/plain", body: '{"phone_number":"0901234567"}' },
        { contentType: "application/x-www-form-urlencoded", body: "amount=10000&method=card&a=%E0%A4%A" },
        { contentType: "multipart/form-data; boundary=x", body: "--x\r\nbroken" },
        { contentType: "multipart/form-data", body: "no boundary" },
        { contentType: "application/xml", body: "<a/>" },
        { contentType: null, body: "{}" },
        { contentType: null, body: "" },
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom("application/json", "text/plain", "application/octet-stream"),
          fc.string({ unit: "binary", maxLength: 200 }),
        )
        .map(([contentType, body]) => ({ contentType, body })),
    },
  );
}

/** Path parameters: real-looking ones ("movie", a seeded id) and hostile ones. */
const pathParam = fc.oneof(
  fc.constantFrom(
    "movie",
    "series",
    "1",
    "2",
    "0",
    "-1",
    "1.5",
    "1e3",
    "99999999999999999999",
    "abc",
    "%E0%A4%A",
    "%25",
    "..",
    "%2F",
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

type Operation = { method: string; path: string; fields: string[] };

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
            const changed = TABLES.filter((name) => before[name] !== after[name]);
            if (changed.length) throw new Error(`a refused request changed ${changed.join(", ")}: ${where}`);
          } else {
            // Accepted: it may have signed the viewer out (/logout); carry on with a fresh token.
            if (signedIn) token = await tokenFor(ctx, viewerId);
            state = await snapshot();
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
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
