/** @jest-environment node */
/**
 * No import circle in server/, type-only imports included (ESLint's import/no-cycle skips those).
 * The floors themselves (shared < db < providers < http < modules < the rest) are lint's:
 * eslint/boundaries.mjs.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|mjs)$/;

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return file === "server/media" ? [] : sourcesUnder(file);
    return SOURCE.test(entry.name) && !/\.d\.m?ts$/.test(entry.name) ? [file] : [];
  });
}

const isFile = (file: string) =>
  existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile();

/** The server file a specifier names, or null (a package, or outside server/). */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? path.posix.join(path.posix.dirname(from), specifier)
      : null;
  if (!base?.startsWith("server/")) return null;
  const found = ["", ".ts", ".tsx", ".mjs", "/index.ts"].map((end) => base + end).find(isFile);
  return found ?? null;
}

/** Every import of every server file: import and export … from, import(), require(), type or not. */
function importGraph(): Map<string, string[]> {
  return new Map(
    sourcesUnder("server").map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), "utf8"), true, true);
      const targets = importedFiles.map(({ fileName }) => resolve(file, fileName));
      return [file, [...new Set(targets.filter((target): target is string => target !== null))]];
    }),
  );
}

/** The strongly connected components of more than one file (Tarjan): each is a circle. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("server/'s import graph", () => {
  const graph = importGraph();

  it("reads every kind of import", () => {
    expect(graph.get("server/http/auth.ts")).toContain("server/http/context.ts"); // import type
    expect(graph.get("server/app.ts")).toContain("server/modules/index.ts"); // a folder's index
    expect(graph.get("server/db/schema/index.ts")).toContain("server/db/schema/accounts.ts"); // export *
  });

  it("has no circle", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("finds a circle when there is one", () => {
    const circle = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(circles(circle)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });
});
