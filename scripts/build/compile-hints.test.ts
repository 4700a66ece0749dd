import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  addCompileHints,
  COMPILE_HINT,
  frameworkFiles,
  shiftedSourceMap,
  withCompileHint,
} from "./compile-hints.mjs";

describe("compile hints", () => {
  it("name the framework's scripts every page starts with", () => {
    expect(
      frameworkFiles({
        rootMainFiles: ["static/chunks/react.js", "static/chunks/router.js", "static/chunks/x.css"],
      }),
    ).toEqual(["static/chunks/react.js", "static/chunks/router.js"]);
    expect(frameworkFiles({})).toEqual([]);
  });

  it("put the hint on the first line once, and shift a source map by that line", () => {
    const hinted = withCompileHint("(globalThis.TURBOPACK||[]).push([])");
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(JSON.parse(shiftedSourceMap('{"version":3,"mappings":"AAAA;AACA"}')).mappings).toBe(";AAAA;AACA");
  });

  it("mark the framework's scripts of a build and leave every other chunk alone", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "hints-"));
    try {
      mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
      writeFileSync(
        path.join(dist, "build-manifest.json"),
        JSON.stringify({ rootMainFiles: ["static/chunks/react.js", "static/chunks/runtime.js"] }),
      );
      for (const name of ["react.js", "runtime.js", "page.js", "player.js"]) {
        writeFileSync(path.join(dist, "static", "chunks", name), `/* ${name} */`);
      }
      writeFileSync(path.join(dist, "static", "chunks", "react.js.map"), '{"version":3,"mappings":"AAAA"}');
      const read = (name: string) => readFileSync(path.join(dist, "static", "chunks", name), "utf8");

      expect(addCompileHints(dist)).toBe(2);
      expect(read("react.js")).toBe(`${COMPILE_HINT}\n/* react.js */`);
      expect(read("runtime.js")).toBe(`${COMPILE_HINT}\n/* runtime.js */`);
      expect(JSON.parse(read("react.js.map")).mappings).toBe(";AAAA");
      expect(read("page.js")).toBe("/* page.js */");
      expect(read("player.js")).toBe("/* player.js */");
      // A second run (npm run build twice over one dist dir) changes nothing.
      expect(addCompileHints(dist)).toBe(0);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
