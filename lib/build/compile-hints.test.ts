import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  addCompileHints,
  COMPILE_HINT,
  firstLoadFiles,
  shiftedSourceMap,
  withCompileHint,
} from "./compile-hints.mjs";

/** A client reference manifest as next build writes it (the part that matters here). */
function clientManifest(route: string, entries: Record<string, string[]>) {
  return `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST["${route}"] = {"moduleLoading":{"prefix":""},"clientModules":{},"entryJSFiles":${JSON.stringify(entries)}};`;
}

describe("compile hints", () => {
  it("name the root main files and every page's entry scripts, once each, and no stylesheet", () => {
    const files = firstLoadFiles({ rootMainFiles: ["static/chunks/main.js", "static/chunks/react.js"] }, [
      clientManifest("/[locale]/page", {
        "[project]/app/[locale]/layout": ["static/chunks/layout.js"],
        "[project]/app/[locale]/page": [
          "static/chunks/layout.js",
          "static/chunks/home.js",
          "static/chunks/a.css",
        ],
      }),
      clientManifest("/[locale]/movies/page", {
        "[project]/app/[locale]/movies/page": ["static/chunks/movies.js"],
      }),
      "globalThis.__RSC_MANIFEST = {};",
    ]);
    expect(files).toEqual([
      "static/chunks/home.js",
      "static/chunks/layout.js",
      "static/chunks/main.js",
      "static/chunks/movies.js",
      "static/chunks/react.js",
    ]);
  });

  it("put the hint on the first line once, and shift a source map by that line", () => {
    const hinted = withCompileHint("(globalThis.TURBOPACK||[]).push([])");
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(JSON.parse(shiftedSourceMap('{"version":3,"mappings":"AAAA;AACA"}')).mappings).toBe(";AAAA;AACA");
  });

  it("mark the first-load scripts of a build and leave the chunks loaded later alone", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "hints-"));
    try {
      mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
      mkdirSync(path.join(dist, "server", "app", "[locale]"), { recursive: true });
      writeFileSync(
        path.join(dist, "build-manifest.json"),
        JSON.stringify({ rootMainFiles: ["static/chunks/main.js"] }),
      );
      writeFileSync(
        path.join(dist, "server", "app", "[locale]", "page_client-reference-manifest.js"),
        clientManifest("/[locale]/page", { "[project]/app/[locale]/page": ["static/chunks/page.js"] }),
      );
      for (const name of ["main.js", "page.js", "player.js"]) {
        writeFileSync(path.join(dist, "static", "chunks", name), `/* ${name} */`);
      }
      const read = (name: string) => readFileSync(path.join(dist, "static", "chunks", name), "utf8");

      expect(addCompileHints(dist)).toBe(2);
      expect(read("main.js")).toBe(`${COMPILE_HINT}\n/* main.js */`);
      expect(read("page.js")).toBe(`${COMPILE_HINT}\n/* page.js */`);
      expect(read("player.js")).toBe("/* player.js */");
      // A second run (npm run build twice over one dist dir) changes nothing.
      expect(addCompileHints(dist)).toBe(0);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
