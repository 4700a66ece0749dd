/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The README opens with two commands a newcomer copies; CI must run the second one, exactly. */
describe("README and CI", () => {
  const blocks = [...read("README.md").matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1]!.trim());

  it("opens with the command that serves the site and the one that runs every test", () => {
    expect(blocks[0]).toBe("npm install && npm run build && npm start");
    expect(blocks[1]).toBe("npm install && npm test");
  });

  it("has .ci/run execute the README's test command", () => {
    const commands = read(".ci/run")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    expect(commands.at(-1)).toBe(blocks[1]);
  });

  it("runs lint, types, unit tests, the build, e2e and the performance budgets in npm test", () => {
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    expect(scripts.test).toBe(
      // The build names the e2e server's address (playwright.config.ts), as a deployment names its own.
      "npm run lint && npm run typecheck && npm run test:unit && npm run test:pg && NEXT_PUBLIC_SITE_URL=http://127.0.0.1:3200 npm run build && npm run test:e2e && npm run test:budgets",
    );
    expect(scripts["test:budgets"]).toBe("tsx bench/run.ts --no-build --check --quick");
  });
});

describe("README's What is where", () => {
  const section = /## What is where\n([\s\S]*?)\n## /.exec(read("README.md"))?.[1] ?? "";

  it("names every component folder and every server module", () => {
    const folders = (dir: string) =>
      readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    for (const folder of [...folders("components"), ...folders("server/modules")])
      expect({ folder, named: section.includes(`\`${folder}\``) }).toEqual({ folder, named: true });
  });
});
