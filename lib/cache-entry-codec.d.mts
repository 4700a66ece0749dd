/** A Next cache entry as text (Buffers and Maps kept) and back. */
export function encodeEntry(entry: unknown): string;
export function decodeEntry(text: string): unknown;
