import type { Context } from "hono";
import { CHANGED_TAGS_HEADER } from "@/lib/catalogue/tags";

/** Catalogue answers: a minute fresh, ten more served stale while the next copy is fetched. */
export const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=600";

export const publicCache = (c: Context) => c.header("Cache-Control", PUBLIC_CACHE);

/** A viewer's own data: never stored by anyone. */
export const privateNoStore = (c: Context) => c.header("Cache-Control", "private, no-store");

/**
 * Says that this answer changed what the site's pages cached under `tag` show (lib/catalogue/tags.ts):
 * the embedded site revalidates that tag before the answer leaves (app/api/[...path]/route.ts).
 */
export const tagChanged = (c: Context, tag: string) => c.header(CHANGED_TAGS_HEADER, tag, { append: true });
