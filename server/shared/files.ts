import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename } from "node:fs/promises";
import path from "node:path";

/** What a file being written is called until it is whole: filesUnder never lists one. */
const PARTIAL = ".partial";

/**
 * Writes `full` whole or not at all: `fill` writes a file beside it, which is then renamed over it,
 * so a reader sees the old file or the new one, never half of one.
 */
export async function replaceWhole(full: string, fill: (partial: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(full), { recursive: true });
  const partial = `${full}.${randomBytes(6).toString("hex")}${PARTIAL}`;
  await fill(partial);
  await rename(partial, full);
}

/** Every file under a folder, as paths relative to it ("users/ab.webp"); none when it does not exist. */
export async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith(PARTIAL))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  } catch {
    return [];
  }
}
