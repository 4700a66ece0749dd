/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import en from "@/messages/en.json";
import vi from "@/messages/vi.json";

/** Every action the studio's code records ("title.update"): what the audit trail must name. */
function recordedActions(): string[] {
  const folder = path.join(__dirname);
  const found = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts")))
    for (const match of readFileSync(path.join(folder, file), "utf8").matchAll(
      /action: "([a-z_]+\.[a-z_]+)"/g,
    ))
      found.add(match[1]!);
  return [...found].sort();
}

it("names every recorded action in the audit trail, in both languages", () => {
  const actions = recordedActions();
  expect(actions).toContain("title.update");
  const key = (action: string) => action.replace(/\./g, "_");
  for (const messages of [en, vi]) {
    const names = messages.studio.audit.actions as Record<string, string>;
    expect(actions.filter((action) => !names[key(action)])).toEqual([]);
  }
});
