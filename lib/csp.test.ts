/** @jest-environment node */
import { createHash } from "node:crypto";
import fc from "fast-check";
import {
  apiOrigin,
  baselinePolicy,
  createNonce,
  hashPolicy,
  inlineScripts,
  noncePolicy,
  sha256Source,
} from "./csp.mjs";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((part) => [part.split(" ")[0]!, part.split(" ").slice(1)] as const));

describe("baselinePolicy", () => {
  it("locks down everything but scripts, which the page's own policy narrows", () => {
    const policy = directives(baselinePolicy());
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("names a separate media host, upgrades on https, and lets dev tools eval", () => {
    const policy = directives(
      baselinePolicy({
        apiHost: "https://api.cineva.vn/v1/",
        https: true,
        development: true,
        frameAncestors: "*",
      }),
    );
    expect(policy.get("img-src")).toContain("https://api.cineva.vn");
    expect(policy.get("media-src")).toContain("https://api.cineva.vn");
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.cineva.vn"]);
    expect(policy.get("script-src")).toContain("'unsafe-eval'");
    expect(policy.get("frame-ancestors")).toEqual(["*"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });

  it("ignores an API host that is no URL", () => {
    expect(apiOrigin("not a url")).toBe("");
    expect(apiOrigin("")).toBe("");
    expect(baselinePolicy({ apiHost: "not a url" })).toBe(baselinePolicy());
  });
});

describe("noncePolicy", () => {
  it("trusts the nonce and what its scripts load, nothing inline without it", () => {
    const nonce = createNonce();
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(createNonce()).not.toBe(nonce);
    const policy = directives(noncePolicy(nonce));
    expect(policy.get("script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"]);
    expect(noncePolicy(nonce, { development: true })).toContain("'unsafe-eval'");
  });

  it("keeps every other directive of the baseline, since it replaces it on the response", () => {
    const nonce = createNonce();
    for (const frameAncestors of ["'none'", "*"]) {
      const whole = directives(noncePolicy(nonce, { frameAncestors, apiHost: "https://api.cineva.vn" }));
      const baseline = directives(baselinePolicy({ frameAncestors, apiHost: "https://api.cineva.vn" }));
      whole.delete("script-src");
      baseline.delete("script-src");
      expect(whole).toEqual(baseline);
    }
  });
});

describe("hashPolicy", () => {
  const html = [
    "<html><head>",
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"Movie"}</script>',
    "</head><body>",
    '<script id="_R_">self.__boot=1</script>',
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    '<SCRIPT type="module">import("/x.js")</SCRIPT>',
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    "</body></html>",
  ].join("");

  it("lists each inline script that runs, once, and not data blocks or external files", () => {
    expect(inlineScripts(html)).toEqual([
      "self.__boot=1",
      "(self.__next_f=self.__next_f||[]).push([0])",
      'import("/x.js")',
      "(self.__next_f=self.__next_f||[]).push([0])",
    ]);
    const sources = hashPolicy(html).split(" ");
    expect(sources.slice(0, 2)).toEqual(["script-src", "'self'"]);
    expect(sources).toHaveLength(5);
  });

  it("hashes exactly what the browser hashes: the script's text", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/<\/script/i.test(text)),
        (text) => {
          const expected = createHash("sha256").update(text, "utf8").digest("base64");
          expect(sha256Source(text)).toBe(`'sha256-${expected}'`);
          expect(hashPolicy(`<script>${text}</script>`)).toBe(`script-src 'self' 'sha256-${expected}'`);
        },
      ),
    );
  });
});
