/** @jest-environment node */
import * as tsParser from "@typescript-eslint/parser";
import { RuleTester } from "eslint";
import plugin, { addressIn, endpointShapes, pageShapes } from "./api-paths.mjs";

const tester = new RuleTester({
  languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: "module" },
});
const at = (file: string) => `${process.cwd()}/${file}`;

describe("addressIn", () => {
  it("reads a literal as an address: parameters, an origin, /api and a query set aside", () => {
    expect(addressIn("/history")).toBe("/history");
    expect(addressIn("/favorites/{}/{}")).toBe("/favorites/{}/{}");
    expect(addressIn("{}/history")).toBe("/history");
    expect(addressIn("https://cineva.vn/api/history?page=2")).toBe("/history");
    expect(addressIn("/api/ratings/{}/{}")).toBe("/ratings/{}/{}");
    expect(addressIn("history")).toBeNull();
  });
});

describe("what the rule knows", () => {
  it("reads the endpoints from their declarations and the pages from app/", () => {
    expect(endpointShapes(process.cwd())).toEqual(expect.any(Set));
    expect([...endpointShapes(process.cwd())]).toEqual(
      expect.arrayContaining(["/history", "/favorites/{}/{}"]),
    );
    expect([...pageShapes(process.cwd())]).toEqual(
      expect.arrayContaining(["/movies", "/movie/{}", "/profile/history"]),
    );
  });
});

tester.run("api-paths", plugin.rules["api-paths"], {
  valid: [
    // Page addresses, even where an endpoint has the same path ("/movies" is both).
    { code: 'const href = "/profile/history";', filename: at("components/layout/header.tsx") },
    { code: 'const href = "/movies";', filename: at("components/layout/header.tsx") },
    { code: "const href = `/movie/${id}`;", filename: at("components/catalogue/film-card.tsx") },
    // The contract declares them; tests call the API as a client would.
    { code: 'const path = "/history";', filename: at("lib/contract/endpoints/activity.ts") },
    { code: 'ctx.get("/api/history");', filename: at("components/activity/watch-history.test.tsx") },
    { code: 'ctx.get("/api/history");', filename: at("server/modules/activity/history-routes.ts") },
  ],
  invalid: [
    {
      code: 'api.get("/history");',
      filename: at("components/activity/watch-history.tsx"),
      errors: [{ messageId: "apiPath" }],
    },
    {
      code: "api.delete(`/favorites/${kind}/${id}`);",
      filename: at("components/activity/favorites-grid.tsx"),
      errors: [{ messageId: "apiPath" }],
    },
    {
      code: "fetch(`${api.baseUrl}/history`, { keepalive: true });",
      filename: at("components/player/viewer-watch-history.tsx"),
      errors: [{ messageId: "apiPath" }],
    },
    { code: 'fetch("/api/ratings");', filename: at("lib/anything.ts"), errors: [{ messageId: "apiPath" }] },
  ],
});
