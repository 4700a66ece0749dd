/**
 * A file's SHA-256 in the browser, read a slice at a time with @noble/hashes' incremental hasher: Web
 * Crypto hashes only a whole buffer, and a film does not fit in a tab's memory. Plain JavaScript
 * (about 100 MB/s here), not WebAssembly, so the studio's CSP needs no 'wasm-unsafe-eval'. The backend
 * checks the digest once the last byte arrives (server/modules/ingest/check.ts).
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";

const SLICE_BYTES = 8 * 1024 * 1024;

export async function sha256OfFile(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const hasher = sha256.create();
  for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
    signal?.throwIfAborted();
    hasher.update(new Uint8Array(await file.slice(offset, offset + SLICE_BYTES).arrayBuffer()));
    onProgress(Math.min(1, (offset + SLICE_BYTES) / file.size));
  }
  return bytesToHex(hasher.digest());
}
