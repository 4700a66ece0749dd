/** @jest-environment node */
/**
 * The studio's API under hostile input (issue #36), as a staff member who may do everything (an
 * admin), so that each call's own checks are reached, not only the role's: every studio endpoint of
 * the access table gets hostile path parameters, query strings and bodies. Never a 5xx; a 4xx is JSON
 * with a message. Runs per endpoint: FC_NUM_RUNS / 4, else 25.
 */
import fc from "fast-check";
import { bodyFor, fieldValue, pathParam, RUNS_PER_ROUTE, type OpenApi } from "../../test-fuzz";
import { STUDIO_ROUTES } from "./access";
import { ctx, setUpStudioContext, signedInStaff } from "./test-kit";

jest.setTimeout(300_000);
setUpStudioContext();

/** A query string of the operation's own parameters (and page), at hostile values. */
const queryOf = (names: string[]) =>
  fc.dictionary(fc.constantFrom(...names, "page"), fieldValue, { maxKeys: names.length + 1 }).map((query) =>
    Object.entries(query)
      .map(
        ([name, value]) =>
          `${name}=${encodeURIComponent(typeof value === "string" ? value : (JSON.stringify(value) ?? ""))}`,
      )
      .join("&"),
  );

it("no studio endpoint answers hostile input with a 5xx or a bare 4xx", async () => {
  const doc = (await (await ctx.get("/api/openapi.json")).json()) as OpenApi;
  let token = (await signedInStaff("admin")).token;
  let calls = 0;
  const failures: string[] = [];
  for (const { method, path } of STUDIO_ROUTES) {
    const operation = doc.paths[`/api${path.replace(/\{(\w+)\}/g, "{$1}")}`]?.[method];
    if (!operation) throw new Error(`${method} ${path} is not in the OpenAPI document`);
    const queryNames = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
    const fields = Object.values(operation.requestBody?.content ?? {}).flatMap((c) =>
      Object.keys(c.schema?.properties ?? {}),
    );
    const arb = fc.tuple(
      fc.array(pathParam, { minLength: 2, maxLength: 2 }),
      queryOf(queryNames),
      bodyFor(fields),
    );
    const result = await fc.check(
      fc.asyncProperty(arb, async ([params, query, body]) => {
        let i = 0;
        const url = `/api${path.replace(/\{[^}]+\}/g, () => params[i++] ?? "1")}${query ? `?${query}` : ""}`;
        const headers: Record<string, string> = {
          Accept: "application/json",
          Authorization: `Bearer ${token}`,
        };
        if (body.contentType && method !== "get") headers["Content-Type"] = body.contentType;
        const response = await ctx.app.request(url, {
          method: method.toUpperCase(),
          headers,
          body: method === "get" ? undefined : body.body,
        });
        const text = await response.text();
        const where = `${method.toUpperCase()} ${url} → ${response.status}: ${text.slice(0, 200)}`;
        if (response.status >= 500) throw new Error(`server error: ${where}`);
        if (response.status >= 400) {
          let message: unknown;
          try {
            message = (JSON.parse(text) as { message?: unknown }).message;
          } catch {
            throw new Error(`a 4xx that is not JSON: ${where}`);
          }
          if (typeof message !== "string" || !message) throw new Error(`a 4xx without a message: ${where}`);
        }
        // Signed out (a DELETE of the session, a reset of its own app), or near the per-member call
        // limit (STUDIO_CALL_LIMIT): go on as a new admin, so every call reaches the endpoint's checks.
        calls += 1;
        if ((method === "delete" && response.status < 400) || response.status === 401 || calls % 250 === 0)
          token = (await signedInStaff("admin")).token;
      }),
      { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
    if (result.failed)
      failures.push(
        `${method} ${path} (seed ${result.seed}): ${String((result.errorInstance as Error)?.message)}`,
      );
  }
  expect(failures).toEqual([]);
});
