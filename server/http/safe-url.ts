/**
 * The address's half of lib/safe-text.ts: a path or query that decodes to a control or
 * bidirectional-control character is refused before any route reads it, whether or not the route
 * validates that part (a slug, a file path, the gateway's vnp_* parameters), so none reaches SQL.
 * No resource is named so: such a path is a 404; such a query is a 422 naming its parameters.
 */
import type { MiddlewareHandler } from "hono";
import { UNSAFE_TEXT_MESSAGE } from "@/lib/contract/text";
import { isSafeText } from "@/lib/safe-text";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";
import { message } from "./i18n";
import { notFoundError } from "./not-found";

/** Each run of escapes decoded on its own, as the router decodes path parameters (a malformed run stays as written). */
function decodePath(path: string): string {
  return path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** Whether an address's path is clean. */
export function isSafePath(url: string): boolean {
  return isSafeText(decodePath(new URL(url).pathname));
}

/**
 * The query parameters holding what no text may: each by its name, or "query" when the name itself
 * is the problem. Empty for a clean query.
 */
export function unsafeQueryFields(url: string): string[] {
  const fields = new Set<string>();
  for (const [name, value] of new URL(url).searchParams) {
    if (!isSafeText(name)) fields.add("query");
    else if (!isSafeText(value)) fields.add(name);
  }
  return [...fields];
}

/** 404 for such a path, 422 with the parameters named for such a query. */
export const refuseUnsafeUrls: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isSafePath(c.req.url)) throw notFoundError(c);
  const fields = unsafeQueryFields(c.req.url);
  if (fields.length) {
    const refusal = [message(c, UNSAFE_TEXT_MESSAGE)];
    throw new HttpError(
      422,
      message(c, "invalid"),
      Object.fromEntries(fields.map((field) => [field, refusal])),
    );
  }
  await next();
};
