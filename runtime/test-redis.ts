import type { Redis } from "ioredis";
import { loadIoredis } from "./redis";

/**
 * The real Redis the machines run (REDIS_URL, else 127.0.0.1:6379), or null when none answers: the
 * caller's tests then say so and are skipped, rather than passing without checking anything.
 */
export async function connectTestRedis(suite: string): Promise<Redis | null> {
  const url = process.env.REDIS_URL || "redis://127.0.0.1:6379";
  const { Redis } = loadIoredis();
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch {
    client.disconnect();
    console.warn(`${suite} skipped: no Redis at ${url}`);
    return null;
  }
}
