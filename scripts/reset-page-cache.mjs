// @ts-check
// Removes what Next cached while serving (ISR pages, their redirects and route answers, and the data
// cache's answers under .next/cache/fetch-cache) from a build, keeping what `next build` prerendered:
// the e2e server starts on a fresh database, and pages or data from an earlier run's database must
// not outlive it (a new title there gets the id an earlier run's title had, and would be served that
// title's cached data); its first requests then meet a cold cache (e2e/cold-csp.spec.ts).
// Usage: node scripts/reset-page-cache.mjs [distDir=.next]
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const dist = process.argv[2] ?? ".next";
rmSync(path.join(dist, "cache", "fetch-cache"), { recursive: true, force: true });
const root = path.join(dist, "server", "route-cache");
if (!existsSync(root)) process.exit(0);

const prerendered = new Set(
  Object.keys(JSON.parse(readFileSync(path.join(dist, "prerender-manifest.json"), "utf8")).routes),
);

/** "/en/movie/18/slug.segments/_tree.segment.rsc" → "/en/movie/18/slug". */
const pageOf = (/** @type {string} */ file) =>
  file.replace(/\.(?:html|rsc|meta|body|segments)(?:\/.*)?$/, "");

let removed = 0;
for (const kind of readdirSync(root)) {
  for (const route of readdirSync(path.join(root, kind))) {
    const base = path.join(root, kind, route, "$");
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const page = pageOf(`/${path.relative(base, file).split(path.sep).join("/")}`);
      if (prerendered.has(page)) continue;
      rmSync(file, { force: true });
      removed += 1;
    }
  }
}
console.log(`reset-page-cache: removed ${removed} files cached at run time`);
