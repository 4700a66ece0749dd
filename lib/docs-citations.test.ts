/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "..");

/** Folders that hold no sources of ours: dependencies, builds, local data, reports. */
const SKIPPED = new Set([
  "node_modules",
  "data",
  "backups",
  "out",
  "coverage",
  "test-results",
  "playwright-report",
  "blob-report",
  "results",
]);
const TEXT = /\.(?:ts|tsx|js|mjs|cjs|mts|scss|md|sh|json|yml|yaml)$|^run$/;

function sources(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".") && entry.name !== ".ci") return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sources(full);
    return TEXT.test(entry.name) && entry.name !== "package-lock.json" ? [full] : [];
  });
}

const files = sources().map((full) => ({
  file: path.relative(root, full).split(path.sep).join("/"),
  text: readFileSync(full, "utf8"),
}));

/** The section numbers a document's headings give ("## 4. States" → 4, "### 4.5 Toasts" → 4.5). */
function sectionsOf(document: string): Set<string> {
  const text = readFileSync(path.join(root, "docs", document), "utf8");
  return new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1]!));
}

const CITATION = /\b(product|architecture)(?:\.md)? (§\d+(?:\.\d+)*(?:(?:, | and | or |–)§\d+(?:\.\d+)*)*)/g;

/**
 * The design lives in the repository (issue #34): code and docs cite docs/product.md and
 * docs/architecture.md, never documents a clone does not hold, and every section they cite exists.
 */
describe("citations of the design", () => {
  it("name no document outside the repository", () => {
    // Built from parts, so this file does not cite them itself.
    const outside = ["SPEC", "DESIGN"].map((name) => `${name} §`);
    const found = files.flatMap(({ file, text }) =>
      text
        .split("\n")
        .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
        .filter(({ line }) => outside.some((citation) => line.includes(citation)))
        .map(({ where }) => where),
    );
    expect(found).toEqual([]);
  });

  it("cite only sections docs/product.md and docs/architecture.md have", () => {
    const sections = { product: sectionsOf("product.md"), architecture: sectionsOf("architecture.md") };
    expect(sections.product.size).toBeGreaterThan(9);
    expect(sections.architecture.size).toBeGreaterThan(12);
    const missing: string[] = [];
    let cited = 0;
    for (const { file, text } of files) {
      for (const [, document, list] of text.matchAll(CITATION)) {
        for (const [, section] of list!.matchAll(/§(\d+(?:\.\d+)*)/g)) {
          cited += 1;
          if (!sections[document as keyof typeof sections].has(section!))
            missing.push(`${file}: ${document} §${section}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(cited).toBeGreaterThan(100);
  });
});
