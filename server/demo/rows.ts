// What the demo's seeders share.
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Inserts in chunks so no statement carries too many parameters. */
export async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 400) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
