import type { Context } from "hono";

/** Catalogue answers: a minute fresh, ten more served stale while the next copy is fetched. */
export const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=600";

export const publicCache = (c: Context) => c.header("Cache-Control", PUBLIC_CACHE);

/** A viewer's own data: never stored by anyone. */
export const privateNoStore = (c: Context) => c.header("Cache-Control", "private, no-store");
