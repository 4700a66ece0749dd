import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every file under a folder, as paths relative to it ("users/ab.webp"); none when it does not exist. */
export async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith(".partial"))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  } catch {
    return [];
  }
}
