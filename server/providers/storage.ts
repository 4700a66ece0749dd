import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Files the backend keeps (avatars, generated artwork), addressed by a relative path. */
export interface FileStorage {
  write(relativePath: string, data: Buffer): Promise<void>;
  read(relativePath: string): Promise<Buffer | null>;
  remove(relativePath: string): Promise<void>;
}

/** Local disk under one root. Paths are resolved inside the root and nowhere else. */
export class LocalStorage implements FileStorage {
  constructor(readonly root: string) {}

  resolve(relativePath: string): string | null {
    const full = path.resolve(this.root, relativePath);
    return full.startsWith(path.resolve(this.root) + path.sep) ? full : null;
  }

  async write(relativePath: string, data: Buffer) {
    const full = this.resolve(relativePath);
    if (!full) throw new Error("Path escapes the storage root.");
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, data);
  }

  async read(relativePath: string) {
    const full = this.resolve(relativePath);
    if (!full) return null;
    try {
      return await readFile(full);
    } catch {
      return null;
    }
  }

  async remove(relativePath: string) {
    const full = this.resolve(relativePath);
    if (full) await rm(full, { force: true });
  }
}

/** In memory, for tests. */
export class MemoryStorage implements FileStorage {
  readonly files = new Map<string, Buffer>();
  async write(relativePath: string, data: Buffer) {
    this.files.set(relativePath, data);
  }
  async read(relativePath: string) {
    return this.files.get(relativePath) ?? null;
  }
  async remove(relativePath: string) {
    this.files.delete(relativePath);
  }
}
