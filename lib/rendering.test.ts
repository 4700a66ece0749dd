/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { queryKindOf } from "./query-address";
import {
  idMatcherEntries,
  matcherEntries,
  PER_REQUEST_PAGES,
  PROXIED_PAGES,
  rendersPerRequest,
} from "./rendering";

const ROOT = process.cwd();

describe("rendersPerRequest", () => {
  it("names the private pages, and no title, post, list, search or home", () => {
    for (const page of [
      "/profile",
      "/profile/info",
      "/top-up",
      "/user/delete-account",
      "/verify-email",
      "/c/x",
    ])
      expect({ page, perRequest: rendersPerRequest(page) }).toEqual({ page, perRequest: true });
    // The lists served from the cache for their query (lib/query-address.ts) are not.
    for (const page of [
      "/",
      "/movie/1/x",
      "/tvseries/2/y",
      "/blog/3/z",
      "/moviesx",
      "/top-up/x",
      "/blogs",
      "/movies",
      "/series",
      "/movies/q/page=2",
      "/category/1/x",
      "/category/1/x/q/page=2",
      "/blog",
      "/blog/q/page=2",
      "/blog/category/1/x",
      "/leaderboard",
      "/blank-leaderboard",
      "/header-leaderboard/q/period=month",
      "/search/moon",
      "/search/Qu%E1%BB%B9",
    ])
      expect({ page, perRequest: rendersPerRequest(page) }).toEqual({ page, perRequest: false });
  });
});

describe("the lists of cached queries", () => {
  // Each list's own address and, for the id routes, an address below it (a category, by its slug).
  const samples = (page: (typeof PROXIED_PAGES)[number]) =>
    page.subpaths ? [`${page.path}/7/some-slug`] : [page.path];

  it("proxy.ts runs on every list lib/query-address.ts rewrites, for the same kind of query", () => {
    for (const page of PROXIED_PAGES.filter((entry) => entry.reason === "cached query"))
      for (const sample of samples(page))
        expect({ sample, kind: queryKindOf(sample) }).toEqual({ sample, kind: page.kind });
  });

  it("lib/query-address.ts rewrites nothing proxy.ts does not run on as such a list", () => {
    const covering = (pathname: string) =>
      PROXIED_PAGES.find(
        (page) =>
          page.reason === "cached query" &&
          (pathname === page.path || (page.subpaths && pathname.startsWith(`${page.path}/`))),
      );
    const paths = [
      ...PROXIED_PAGES.flatMap(samples),
      "/",
      "/movie/1/x",
      "/tvseries/2/y",
      "/blog/3/z",
      "/search/moon",
      "/reward",
      "/download",
      "/recommended",
    ];
    for (const pathname of paths) {
      const kind = queryKindOf(pathname);
      const page = covering(pathname);
      expect({ pathname, kind }).toEqual({
        pathname,
        kind: page?.reason === "cached query" ? page.kind : null,
      });
    }
  });
});

describe("the proxy entries for ids written otherwise", () => {
  // Compiled by Next's own compiler of proxy.ts's matcher (exported by the module, not declared).
  const { getMiddlewareMatchers } = jest.requireActual<{
    getMiddlewareMatchers: (entries: string[], config: object) => { regexp: string }[];
  }>("next/dist/build/analysis/get-page-static-info");
  const matchers = getMiddlewareMatchers(idMatcherEntries(), {}).map((m) => new RegExp(m.regexp));
  const runsOn = (pathname: string) => matchers.some((matcher) => matcher.test(pathname));

  it("catch an id with a sign or leading zeros, in either language, with or without a slug", () => {
    for (const pathname of [
      "/movie/012",
      "/movie/+12/the-quiet-orbit",
      "/en/tvseries/01/house&ss=1&ep=2",
      "/vi/blog/007",
      "/blog/category/+3/news",
      "/vi/category/04/phim-hanh-dong",
    ])
      expect({ pathname, runs: runsOn(pathname) }).toEqual({ pathname, runs: true });
  });

  it("leave canonical title, post and list addresses off the proxy", () => {
    for (const pathname of [
      "/movie/12",
      "/movie/12/the-quiet-orbit",
      "/vi/tvseries/1/house&ss=1&ep=2",
      "/blog/7/x",
      "/blog/category/3/news",
      "/category/4",
      "/movies",
      "/search/012",
    ])
      expect({ pathname, runs: runsOn(pathname) }).toEqual({ pathname, runs: false });
  });
});

describe("the copies Next reads without running code", () => {
  it("proxy.ts's matcher is the list's, plus ids written otherwise and undecodable paths", () => {
    const source = readFileSync(path.join(ROOT, "proxy.ts"), "utf8");
    const block = /matcher: (\[[\s\S]*?\n {2}\]),/.exec(source)?.[1] ?? "[]";
    const matcher: unknown = new Function(`return ${block.replace(/\/\/.*/g, "")};`)();
    expect(matcher).toEqual([
      ...PROXIED_PAGES.flatMap(matcherEntries),
      ...idMatcherEntries(),
      "/:path(.*%.*)",
    ]);
  });

  it("the private pages, and only they, are force-dynamic", () => {
    const dynamic: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (
          /^(page|layout)\.tsx$/.test(entry.name) &&
          /dynamic = "force-dynamic"/.test(readFileSync(full, "utf8"))
        )
          // app/[locale]/(main)/profile/layout.tsx → /profile: route groups and the language go.
          dynamic.push(
            "/" +
              path
                .relative(path.join(ROOT, "app/[locale]"), path.dirname(full))
                .split(path.sep)
                .filter((part) => !/^\(.*\)$/.test(part))
                .join("/"),
          );
      }
    };
    walk(path.join(ROOT, "app/[locale]"));
    const privatePages = PER_REQUEST_PAGES.filter((page) => page.reason === "private").map(
      (page) => page.path,
    );
    expect(dynamic.sort()).toEqual([...privatePages].sort());
  });

  it("docs/security.md points to the list", () => {
    expect(readFileSync(path.join(ROOT, "docs/security.md"), "utf8")).toContain("lib/rendering.ts");
  });
});
