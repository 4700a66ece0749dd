// @ts-check
// Plain JavaScript: loaded by runtime/redis-cache-handler.mjs, which Next imports itself.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A site without Redis keeps the tags it revalidated in a file beside its cached pages (issue #36):
 * Next keeps them in the process's memory only, so after a restart a page cached on disk before a
 * studio change (a film since taken down, a corrected description) would be served as fresh again
 * until its own revalidate time ran out. With Redis, the tags live there instead.
 *
 * @typedef {{ stale?: number, expired?: number }} TagTimes
 * @typedef {Pick<Map<string, TagTimes>, "get" | "set">} TagMap
 */

/** A revalidation older than this concerns no page still kept (a month, as Redis keeps entries). */
export const TAG_KEEP_MS = 31 * 86_400_000;

/**
 * The file for a build's server directory (`.next/server` → `.next/cache/…`).
 * @param {string} serverDistDir
 */
export function tagsFileOf(serverDistDir) {
  return path.join(serverDistDir, "..", "cache", "cineva-revalidated-tags.json");
}

/** @type {(a: number | undefined, b: number | undefined) => number | undefined} */
const later = (a, b) => (typeof a === "number" && typeof b === "number" ? Math.max(a, b) : (a ?? b));

/**
 * The tags the file holds; none when it is missing or unreadable (a restart never fails on it).
 * @param {string} file
 * @returns {Record<string, TagTimes>}
 */
export function readTagsFile(file) {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * Brings the file's tags into the map, the later time of each where both have one.
 * @param {string} file
 * @param {TagMap} manifest
 */
export function loadTags(file, manifest) {
  for (const [tag, times] of Object.entries(readTagsFile(file))) {
    const local = manifest.get(tag) ?? {};
    manifest.set(tag, {
      stale: later(local.stale, times?.stale),
      expired: later(local.expired, times?.expired),
    });
  }
}

/**
 * Writes these tags' times from the map into the file, with what it held (less what is older than
 * TAG_KEEP_MS). Written beside and renamed over, so a reader finds the old file or the new one.
 * @param {string} file
 * @param {TagMap} manifest
 * @param {string[]} tags
 * @param {number} now
 */
export function saveTags(file, manifest, tags, now = Date.now()) {
  const held = readTagsFile(file);
  for (const tag of tags) {
    const times = manifest.get(tag);
    if (times) held[tag] = { stale: times.stale, expired: times.expired };
  }
  const kept = Object.entries(held).filter(([, times]) => {
    const last = later(times?.stale, times?.expired);
    return typeof last === "number" && last > now - TAG_KEEP_MS;
  });
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(Object.fromEntries(kept)));
  renameSync(partial, file);
}
