/** The title a call names, by path (/{kind}/{id}) or body: checked to exist before anyone acts on it. */
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { parseId } from "../../http/paging";
import { titleExists, type TitleRef } from "../catalogue";

export type Ctx = Context<AppEnv>;

export const TitleParams = z.object({ kind: z.string(), id: z.string() });

/** A title from the path (/{kind}/{id}): anything but movie|series and a well-formed id is a 404. */
export function titleFromPath(c: Ctx, params: { kind: string; id: string }): TitleRef {
  const id = parseId(params.id);
  if ((params.kind !== "movie" && params.kind !== "series") || id === null) {
    throw new HttpError(404, message(c, "notFound"));
  }
  return { kind: params.kind, id };
}

/** 404 unless the title exists (and is published): nobody rates, saves or watches a title that is not there. */
export async function requireTitle(c: Ctx, ref: TitleRef) {
  const { db, now } = c.var.deps;
  if (!(await titleExists(db, ref, now()))) throw new HttpError(404, message(c, "notFound"));
}
