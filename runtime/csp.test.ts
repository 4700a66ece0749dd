/** @jest-environment node */
import { createHash } from "node:crypto";
import fc from "fast-check";
import {
  apiOrigin,
  createNonce,
  developmentPolicy,
  frameAncestorsFor,
  hashPolicy,
  inlineScripts,
  noncePolicy,
  policyOptions,
  RESOURCE_POLICY,
  sha256Source,
} from "./csp.mjs";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((part) => [part.split(" ")[0]!, part.split(" ").slice(1)] as const));

/** The policy's script sources, where a browser looks for them (script-src, else default-src). */
const scriptSources = (policy: string) => {
  const parsed = directives(policy);
  return parsed.get("script-src") ?? parsed.get("default-src") ?? ["*"];
};

/** No inline script runs without a nonce or hash: the rule every policy here keeps (issue #13). */
const holdsInlineScripts = (policy: string) => {
  const sources = scriptSources(policy);
  return !sources.includes("'unsafe-inline'") && !sources.includes("data:") && !sources.includes("*");
};

describe("page policies", () => {
  const nonce = createNonce();
  const html = "<script>self.__next_f=[]</script>";

  it("lock down everything but the page's own scripts", () => {
    for (const policy of [noncePolicy(nonce), hashPolicy(html)]) {
      const parsed = directives(policy);
      expect(parsed.get("default-src")).toEqual(["'self'"]);
      expect(parsed.get("object-src")).toEqual(["'none'"]);
      expect(parsed.get("base-uri")).toEqual(["'none'"]);
      expect(parsed.get("form-action")).toEqual(["'self'"]);
      expect(parsed.get("frame-ancestors")).toEqual(["'none'"]);
      expect(parsed.get("worker-src")).toEqual(["'self'", "blob:"]);
      expect(parsed.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
      expect(parsed.has("upgrade-insecure-requests")).toBe(false);
      expect(holdsInlineScripts(policy)).toBe(true);
    }
  });

  it("name a separate media host, upgrade on https, and let dev tools eval", () => {
    const options = {
      apiHost: "https://api.cineva.vn/v1/",
      https: true,
      development: true,
      frameAncestors: "*",
    };
    for (const policy of [noncePolicy(nonce, options), hashPolicy(html, options)]) {
      const parsed = directives(policy);
      expect(parsed.get("img-src")).toContain("https://api.cineva.vn");
      expect(parsed.get("media-src")).toContain("https://api.cineva.vn");
      expect(parsed.get("connect-src")).toEqual(["'self'", "https://api.cineva.vn"]);
      expect(parsed.get("script-src")).toContain("'unsafe-eval'");
      expect(parsed.get("frame-ancestors")).toEqual(["*"]);
      expect(parsed.has("upgrade-insecure-requests")).toBe(true);
    }
  });

  it("differ only in their scripts", () => {
    for (const frameAncestors of ["'none'", "*"]) {
      const byNonce = directives(noncePolicy(nonce, { frameAncestors, apiHost: "https://api.cineva.vn" }));
      const byHash = directives(hashPolicy(html, { frameAncestors, apiHost: "https://api.cineva.vn" }));
      byNonce.delete("script-src");
      byHash.delete("script-src");
      expect(byNonce).toEqual(byHash);
    }
  });

  it("ignore an API host that is no URL", () => {
    expect(apiOrigin("not a url")).toBe("");
    expect(apiOrigin("")).toBe("");
    expect(hashPolicy(html, { apiHost: "not a url" })).toBe(hashPolicy(html));
  });
});

describe("policyOptions and frameAncestorsFor", () => {
  it("read the site's address, the media host and the mode from the environment", () => {
    expect(policyOptions({})).toEqual({ apiHost: "", https: false, development: false });
    expect(
      policyOptions({
        NEXT_PUBLIC_SITE_URL: "https://cineva.vn",
        NEXT_PUBLIC_API_HOST: "https://api.cineva.vn",
        NODE_ENV: "development",
      }),
    ).toEqual({ apiHost: "https://api.cineva.vn", https: true, development: true });
    expect(policyOptions({ NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:3000" }).https).toBe(false);
  });

  it("let anyone frame the blank pages, at either address, and nobody anything else", () => {
    for (const path of ["/blank-leaderboard", "/vi/blank-privacy-policy", "/en/blank-terms-and-conditions"])
      expect(frameAncestorsFor(path)).toBe("*");
    for (const path of [
      "/",
      "/vi",
      "/header-leaderboard",
      "/movie/1/blank-x",
      "/blog/blank-1",
      "/xx/blank-a",
    ])
      expect(frameAncestorsFor(path)).toBe("'none'");
  });
});

describe("resource and development policies", () => {
  it("a response that is not a page loads and runs nothing, and is framed by nobody", () => {
    const parsed = directives(RESOURCE_POLICY);
    expect(parsed.get("default-src")).toEqual(["'none'"]);
    expect(parsed.get("frame-ancestors")).toEqual(["'none'"]);
    expect(holdsInlineScripts(RESOURCE_POLICY)).toBe(true);
  });

  it("only development allows inline scripts (next dev keeps no cache to hash)", () => {
    const parsed = directives(developmentPolicy());
    expect(parsed.get("script-src")).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(holdsInlineScripts(developmentPolicy())).toBe(false);
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
    const sources = scriptSources(hashPolicy(html));
    expect(sources[0]).toBe("'self'");
    expect(sources).toHaveLength(4);
  });

  it("hashes exactly what the browser hashes: the script's text", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/<\/script/i.test(text)),
        (text) => {
          const expected = createHash("sha256").update(text, "utf8").digest("base64");
          expect(sha256Source(text)).toBe(`'sha256-${expected}'`);
          expect(scriptSources(hashPolicy(`<script>${text}</script>`))).toEqual([
            "'self'",
            `'sha256-${expected}'`,
          ]);
        },
      ),
    );
  });
});
