/** @jest-environment node */
import fc from "fast-check";
import { RETURN_PATH_KEY, saveReturnPath, takeReturnPath } from "./return-path";
import { hostileUrl, hostileValue, SITE_ORIGIN, staysOnSite } from "./test-hostile-urls";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

class BrokenStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException("blocked", "SecurityError");
  }
  override setItem(): void {
    throw new DOMException("full", "QuotaExceededError");
  }
  override removeItem(): void {
    throw new DOMException("blocked", "SecurityError");
  }
}

const g = globalThis as { window?: unknown };

afterEach(() => {
  delete g.window;
});

describe("return path", () => {
  it("uses the product's key", () => {
    expect(RETURN_PATH_KEY).toBe("auth:returnTo");
  });

  it("saves path, query and hash, and hands them back once", () => {
    const storage = new MemoryStorage();
    expect(saveReturnPath({ pathname: "/profile/history", search: "?page=2", hash: "#top" }, storage)).toBe(
      true,
    );
    expect(storage.getItem(RETURN_PATH_KEY)).toBe("/profile/history?page=2#top");
    expect(takeReturnPath(storage)).toBe("/profile/history?page=2#top");
    expect(takeReturnPath(storage)).toBeNull();
    expect(storage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it("accepts a location without search or hash, or with them unprefixed", () => {
    const storage = new MemoryStorage();
    saveReturnPath({ pathname: "/top-up" }, storage);
    expect(takeReturnPath(storage)).toBe("/top-up");
    saveReturnPath({ pathname: "/top-up", search: "a=1", hash: "x" }, storage);
    expect(takeReturnPath(storage)).toBe("/top-up?a=1#x");
    saveReturnPath(new URL("https://cineva.vn/profile/info?x=1#h"), storage);
    expect(takeReturnPath(storage)).toBe("/profile/info?x=1#h");
  });

  it("refuses to save or return paths that leave the site", () => {
    const storage = new MemoryStorage();
    expect(saveReturnPath({ pathname: "//evil.com", search: "", hash: "" }, storage)).toBe(false);
    expect(storage.getItem(RETURN_PATH_KEY)).toBeNull();
    for (const planted of ["//evil.com", "https://evil.com", "/\\evil.com", "javascript:alert(1)"]) {
      storage.setItem(RETURN_PATH_KEY, planted);
      expect(takeReturnPath(storage)).toBeNull();
      expect(storage.getItem(RETURN_PATH_KEY)).toBeNull();
    }
  });

  it("never throws when storage is missing or blocked", () => {
    expect(saveReturnPath({ pathname: "/a", search: "", hash: "" }, null)).toBe(false);
    expect(takeReturnPath(null)).toBeNull();
    const broken = new BrokenStorage();
    expect(saveReturnPath({ pathname: "/a", search: "", hash: "" }, broken)).toBe(false);
    expect(takeReturnPath(broken)).toBeNull();
  });

  it("defaults to window.sessionStorage, and to nothing during SSR or when access is blocked", () => {
    expect(saveReturnPath({ pathname: "/a", search: "", hash: "" })).toBe(false);
    expect(takeReturnPath()).toBeNull();

    const session = new MemoryStorage();
    g.window = { sessionStorage: session };
    expect(saveReturnPath({ pathname: "/profile", search: "", hash: "" })).toBe(true);
    expect(session.getItem(RETURN_PATH_KEY)).toBe("/profile");
    expect(takeReturnPath()).toBe("/profile");

    g.window = {
      get sessionStorage(): Storage {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    expect(saveReturnPath({ pathname: "/profile", search: "", hash: "" })).toBe(false);
    expect(takeReturnPath()).toBeNull();
  });

  it("round-trips any safe location", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.option(fc.stringMatching(/^[a-z]=[0-9]{1,3}$/), { nil: "" }),
        fc.option(segment, { nil: "" }),
        (segments, query, hash) => {
          const storage = new MemoryStorage();
          const location = {
            pathname: `/${segments.join("/")}`,
            search: query && `?${query}`,
            hash: hash && `#${hash}`,
          };
          saveReturnPath(location, storage);
          expect(takeReturnPath(storage)).toBe(`${location.pathname}${location.search}${location.hash}`);
          expect(takeReturnPath(storage)).toBeNull();
        },
      ),
    );
  });

  it("never saves nor hands back a path that leaves the site, whatever the location or the planted value", () => {
    const part = fc.oneof(fc.constant(undefined), hostileUrl);
    fc.assert(
      fc.property(hostileUrl, part, part, hostileValue, (pathname, search, hash, planted) => {
        const storage = new MemoryStorage();
        saveReturnPath({ pathname, search, hash }, storage);
        const saved = storage.getItem(RETURN_PATH_KEY);
        const taken = takeReturnPath(storage);
        expect(taken).toBe(saved);
        // Anything in storage may have been written by other code: it is checked on the way out.
        storage.setItem(RETURN_PATH_KEY, planted as string);
        for (const path of [taken, takeReturnPath(storage)]) {
          if (path === null) continue;
          expect(path).toMatch(/^\/(?![/\\])/);
          expect(staysOnSite(path)).toBe(true);
          expect(new URL(path, SITE_ORIGIN).origin).toBe(SITE_ORIGIN);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
