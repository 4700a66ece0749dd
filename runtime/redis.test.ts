/** @jest-environment node */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { connectTestRedis } from "./test-redis";

jest.setTimeout(30_000);

/**
 * In a fresh Node process: loads ioredis one way, then lists every class among the loaded modules'
 * exports that inherits from String (each one slows every charCodeAt loop in the process, see
 * runtime/redis.js), and checks ioredis still decodes a RESP3 verbatim string.
 */
function stringSubclassesAfter(load: "runtime/redis.js" | "plain ioredis"): string[] {
  const script = `
    const Module = require("node:module");
    (async () => {
      const ioredis = ${
        load === "plain ioredis"
          ? 'require("ioredis")'
          : `(await import(${JSON.stringify(path.join(process.cwd(), "runtime/redis.js"))})).loadIoredis()`
      };
      if (typeof ioredis.Redis !== "function") throw new Error("no Redis class");
      const found = [];
      for (const [file, cached] of Object.entries(Module._cache)) {
        for (const [name, value] of Object.entries(Object(cached.exports))) {
          if (typeof value === "function" && value.prototype && String.prototype.isPrototypeOf(value.prototype))
            found.push(path.basename(file) + ":" + name);
        }
      }
      process.stdout.write(JSON.stringify(found));
    })();`;
  const out = execFileSync(process.execPath, ["-e", `const path = require("node:path");${script}`], {
    cwd: process.cwd(),
    encoding: "utf8",
  });
  return JSON.parse(out) as string[];
}

describe("loadIoredis", () => {
  it("loads ioredis without any class inheriting from String; plain ioredis has one", () => {
    expect(stringSubclassesAfter("plain ioredis")).toEqual(["verbatim-string.js:VerbatimString"]);
    expect(stringSubclassesAfter("runtime/redis.js")).toEqual([]);
  });

  it("gives a client that works against the machine's Redis", async () => {
    const redis = await connectTestRedis("loadIoredis");
    if (!redis) return;
    const key = `cineva:test:redis:${process.pid}`;
    try {
      await redis.set(key, "café", "EX", 10);
      expect(await redis.get(key)).toBe("café");
    } finally {
      await redis.del(key);
      redis.disconnect();
    }
  });

  it("keeps a RESP3 verbatim string's text and format", async () => {
    const { VerbatimString } = await import("./redis");
    const text = new VerbatimString("txt", "hello");
    expect(`${text}`).toBe("hello");
    expect(text.format).toBe("txt");
    expect(String.prototype.isPrototypeOf(text)).toBe(false);
  });
});
