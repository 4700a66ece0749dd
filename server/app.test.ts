/** @jest-environment node */
import { createTestContext, createViewer, type TestContext } from "./test-harness";
import { RESOURCE_POLICY } from "@/runtime/csp.mjs";
import { accessTokens } from "./db/schema";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("the API's frame", () => {
  it("serves its OpenAPI contract", async () => {
    const response = await ctx.get("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; info: { title: string } };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("Cineva API");
  });

  it("declares bearer security on every GET that refuses a visitor", async () => {
    type Doc = { paths: Record<string, { get?: { security?: unknown[] } }> };
    const doc = (await (await ctx.get("/api/openapi.json")).json()) as Doc;
    const undeclared: string[] = [];
    for (const [template, operations] of Object.entries(doc.paths)) {
      if (!operations.get) continue;
      const path = template.replace(/\{kind\}/g, "movie").replace(/\{[^}]+\}/g, "1");
      const response = await ctx.get(path);
      await response.arrayBuffer();
      if (response.status === 401 && !(operations.get.security ?? []).length) undeclared.push(template);
    }
    expect(undeclared).toEqual([]);
  });

  it("reports healthy once its database answers", async () => {
    const response = await ctx.get("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers unknown calls with a translated JSON 404", async () => {
    const en = await ctx.get("/api/no-such-call");
    expect(en.status).toBe(404);
    expect(await en.json()).toEqual({ message: "Not found." });
    const vi = await ctx.get("/api/no-such-call", { headers: { "Accept-Language": "vi-VN,vi;q=0.9" } });
    expect(await vi.json()).toEqual({ message: "Không tìm thấy." });
  });

  it("lets nothing it answers run or load anything: JSON, errors and artwork carry the resource policy", async () => {
    for (const path of ["/api/health", "/api/no-such-call", "/api/movies?page=abc", "/images/no-such.webp"]) {
      const response = await ctx.get(path);
      expect(response.headers.get("content-security-policy")).toBe(RESOURCE_POLICY);
    }
  });

  it("answers a method a path does not take with 405, the methods it does take, and the resource policy", async () => {
    for (const [method, path, allow] of [
      ["PUT", "/api/login", "POST, OPTIONS"],
      ["DELETE", "/api/movies", "GET, HEAD, OPTIONS"],
      ["POST", "/api/movies/1", "GET, HEAD, OPTIONS"],
      ["PROPFIND", "/api/favorites", "GET, HEAD, PUT, OPTIONS"],
      ["PATCH", "/images/posters/x.webp", "GET, HEAD, OPTIONS"],
    ]) {
      const response = await ctx.app.request(path!, { method, headers: { "Accept-Language": "vi" } });
      expect([method, path, response.status, response.headers.get("allow")]).toEqual([
        method,
        path,
        405,
        allow,
      ]);
      expect(response.headers.get("content-security-policy")).toBe(RESOURCE_POLICY);
      expect(await response.json()).toEqual({ message: "Phương thức yêu cầu này không được phép ở đây." });
    }
    const options = await ctx.app.request("/api/login", { method: "OPTIONS" });
    expect([options.status, options.headers.get("allow")]).toEqual([204, "POST, OPTIONS"]);
    // A path nobody serves is still not found, whatever the method.
    expect((await ctx.app.request("/api/no-such-call", { method: "PUT" })).status).toBe(404);
  });

  it("stores only the hash of an issued token", async () => {
    const { token } = await createViewer(ctx);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.db.select().from(accessTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.tokenHash.length === 64)).toBe(true);
  });
});
