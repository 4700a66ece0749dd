/** @jest-environment node */
import { BoundedStore, sizeOf } from "./bounded-cache.mjs";

const entry = (bytes: number) => ({ value: { kind: "APP_PAGE", html: "x".repeat(bytes / 2) } });

describe("BoundedStore", () => {
  it("keeps entries within its budget, dropping the least recently used first", () => {
    const store = new BoundedStore(sizeOf(entry(1000).value) * 3);
    store.set("a", entry(1000));
    store.set("b", entry(1000));
    store.set("c", entry(1000));
    expect(store.get("a")).toBeDefined(); // a is now the most recently used
    store.set("d", entry(1000));
    expect(["a", "b", "c", "d"].filter((key) => store.has(key))).toEqual(["a", "c", "d"]);
    expect(store.bytes).toBeLessThanOrEqual(store.budget);
  });

  it("counts a replaced entry once, and keeps nothing larger than the whole budget", () => {
    const store = new BoundedStore(10_000);
    store.set("a", entry(1000));
    store.set("a", entry(2000));
    expect(store.count).toBe(1);
    expect(store.bytes).toBe(sizeOf(entry(2000).value));
    store.set("huge", entry(20_000));
    expect(store.has("huge")).toBe(false);
    store.delete("a");
    expect({ count: store.count, bytes: store.bytes }).toEqual({ count: 0, bytes: 0 });
  });

  it("peeks without changing the order", () => {
    const store = new BoundedStore(sizeOf(entry(1000).value) * 2);
    store.set("a", entry(1000));
    store.set("b", entry(1000));
    expect(store.peek("a")).toBeDefined();
    store.set("c", entry(1000));
    expect(store.has("a")).toBe(false);
  });
});

describe("sizeOf", () => {
  it("counts strings, buffers and maps inside a cache value", () => {
    const value = {
      html: "abcd",
      rscData: Buffer.alloc(1000),
      segmentData: new Map([["/a", Buffer.alloc(500)]]),
    };
    expect(sizeOf(value)).toBeGreaterThanOrEqual(8 + 1000 + 500);
    expect(sizeOf(value)).toBeLessThan(8 + 1000 + 500 + 400);
  });
});
