/** The title a call names, by path (/{kind}/{id}) or body: checked to exist before anyone acts on it. */
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import { notFoundError } from "../../http/not-found";
import { error } from "../../http/openapi";
import { parseId } from "@/lib/contract/ids";
import { titleExists, type TitleRef } from "../catalogue";

export type Ctx = Context<AppEnv>;

/** A title from the path (/{kind}/{id}): anything but movie|series and a well-formed id is a 404. */
function titleFromPath(c: Ctx, params: { kind: string; id: string }): TitleRef {
  const id = parseId(params.id);
  if ((params.kind !== "movie" && params.kind !== "series") || id === null) {
    throw notFoundError(c);
  }
  return { kind: params.kind, id };
}

/** 404 unless the title exists (and is published): nobody rates, saves or watches a title that is not there. */
async function requireTitle(c: Ctx, ref: TitleRef): Promise<TitleRef> {
  const { db, now } = c.var.deps;
  if (!(await titleExists(db, ref, now()))) throw notFoundError(c);
  return ref;
}

/** The existing title a path names (/{kind}/{id}), or a 404. */
export const titleAt = (c: Ctx, params: { kind: string; id: string }) =>
  requireTitle(c, titleFromPath(c, params));

/** The existing title a body names ({ title_kind, title_id }), or a 404. */
export const titleIn = (c: Ctx, body: { title_kind: TitleRef["kind"]; title_id: number }) =>
  requireTitle(c, { kind: body.title_kind, id: body.title_id });

export const noSuchTitle = { 404: error("No such title") };
