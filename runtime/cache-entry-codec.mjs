// @ts-check
// Plain JavaScript: the cache handler (runtime/redis-cache-handler.mjs) uses it at run time.

/**
 * A Next cache entry as text and back. Entries hold Buffers (a page's RSC payload, a route's body)
 * and a Map (a page's segment data), which JSON alone would turn into plain objects: each is written
 * as a one-key object Next's values never use.
 * @param {unknown} entry
 * @returns {string}
 */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const original = this[key]; // before Buffer#toJSON
    if (Buffer.isBuffer(original)) return { $buffer: original.toString("base64") };
    if (original instanceof Uint8Array) return { $buffer: Buffer.from(original).toString("base64") };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return value;
  });
}

/**
 * @param {string} text what encodeEntry wrote
 * @returns {unknown}
 */
export function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === "$buffer" && typeof value.$buffer === "string")
        return Buffer.from(value.$buffer, "base64");
      if (keys.length === 1 && keys[0] === "$map" && Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}
