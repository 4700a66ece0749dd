/** @jest-environment node */
import fc from "fast-check";
import { hostileValue } from "@/lib/test-hostile-urls";
import { resolveReturnUrl, RETURN_PATH } from "./routes";

/** POST /payments/top-up's return_url: where the gateway sends the browser back (no open redirect). */
describe("resolveReturnUrl", () => {
  const site = "https://cineva.example";

  it("defaults to the result page and keeps same-site paths, in the payment's language", () => {
    expect(resolveReturnUrl(site, undefined, "en")).toBe(`${site}/en${RETURN_PATH}`);
    expect(resolveReturnUrl(site, "", "vi")).toBe(`${site}/vi${RETURN_PATH}`);
    expect(resolveReturnUrl(site, "/topup/result?x=1", "en")).toBe(`${site}/en/topup/result`);
    expect(resolveReturnUrl(`${site}/`, `${site}/top-up`, "vi")).toBe(`${site}/vi/top-up`);
    expect(resolveReturnUrl(site, "/", "en")).toBe(`${site}/en`);
  });

  it("keeps a language the path already names", () => {
    expect(resolveReturnUrl(site, "/vi/topup/result", "en")).toBe(`${site}/vi/topup/result`);
    expect(resolveReturnUrl(site, "/en", "vi")).toBe(`${site}/en`);
    // Not a language, only a path that starts with its letters.
    expect(resolveReturnUrl(site, "/events", "vi")).toBe(`${site}/vi/events`);
  });

  it.each([
    "https://evil.com/",
    "//evil.com",
    "//user@evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "javascript:alert(1)",
    " JAVASCRIPT:alert(1)",
    "data:text/html,x",
    "https://user:pass@cineva.example/",
    "/.//evil.com",
    "./\\",
  ])("refuses %j", (requested) => {
    expect(resolveReturnUrl(site, requested, "en")).toBeNull();
  });

  it("never returns an address off the site, whatever is asked for", () => {
    fc.assert(
      fc.property(hostileValue, (requested) => {
        const result = resolveReturnUrl(site, requested as string | undefined, "vi");
        if (result === null) return;
        const url = new URL(result);
        expect(url.origin).toBe(site);
        expect(result.startsWith(`${site}/`)).toBe(true);
        // The gateway may hand the path back on its own: it must stay here too.
        const path = result.slice(site.length);
        expect(new URL(path, site).origin).toBe(site);
        expect(path === "/vi" || path.startsWith("/vi/") || /^\/en(\/|$)/.test(path)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
