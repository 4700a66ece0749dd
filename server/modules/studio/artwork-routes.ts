/**
 * The studio's artwork uploads (issue #36): a title's poster or thumbnail and an episode's still and a
 * banner's image for the catalogue's roles, a post's cover for the content's. Each checks the file as
 * an avatar is checked, stores the cut picture, names it on its row (audited) and revalidates the pages
 * that show it.
 */
import type { Context } from "hono";
import * as endpoints from "@/lib/contract/endpoints/studio-artwork";
import {
  ARTWORK_MAX_BYTES,
  CENTRE,
  minimumSize,
  type ArtworkSlot,
  type Focus,
} from "@/lib/contract/studio-artwork";
import { TAGS } from "@/lib/catalogue/tags";
import type { AppEnv } from "../../http/context";
import { tagChanged } from "../../http/cache-control";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { formatBytes } from "../../http/body-limit";
import { error, route } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import { isUploadedFile, newPictureName } from "../accounts";
import { currentActor, studioRoute } from "./access";
import {
  bannerImage,
  episodeStill,
  postCover,
  processArtwork,
  replaceArtwork,
  titleArtwork,
  type ArtworkRefusal,
  type ArtworkTarget,
} from "./artwork";

const TAGS_OF_STUDIO = ["studio"];
const CATALOGUE = { kind: "permission", permission: "catalogue" } as const;
const CONTENT = { kind: "permission", permission: "content" } as const;
const UPLOAD_ERRORS = {
  404: error("No such thing to show the picture"),
  413: error("The upload is larger than the limit"),
  422: error("Not a JPEG, PNG or WebP picture, unreadable, or too small, on the file field"),
};

const ANSWER = "The new file's name and focal point";

const titleRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioTitleArtwork, {
    tags: TAGS_OF_STUDIO,
    summary: "A film's or series' poster or thumbnail, cut around a focal point",
    responses: UPLOAD_ERRORS,
    answer: ANSWER,
  }),
);
const stillRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioEpisodeStill, {
    tags: TAGS_OF_STUDIO,
    summary: "An episode's still, cut around a focal point",
    responses: UPLOAD_ERRORS,
    answer: ANSWER,
  }),
);
const bannerRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioBannerImage, {
    tags: TAGS_OF_STUDIO,
    summary: "A home banner's image and the focal point home crops it around",
    responses: UPLOAD_ERRORS,
    answer: ANSWER,
  }),
);
const coverRoute = studioRoute(
  CONTENT,
  route(endpoints.studioPostCover, {
    tags: TAGS_OF_STUDIO,
    summary: "A blog post's cover, cut around a focal point",
    responses: UPLOAD_ERRORS,
    answer: ANSWER,
  }),
);

/** Why a picture was refused, in the caller's language, with the figures it needs. */
function refusalText(c: Context<AppEnv>, reason: ArtworkRefusal, slot: ArtworkSlot): string {
  if (reason === "size") return message(c, "studio.artworkSize", { limit: formatBytes(ARTWORK_MAX_BYTES) });
  if (reason === "small") return message(c, "studio.artworkSmall", minimumSize(slot));
  return message(c, reason === "type" ? "studio.artworkType" : "studio.artworkUnreadable");
}

type Form = { file?: unknown; focus_x?: number; focus_y?: number };

/** Checks and stores the upload, then names it on the target's row; 404 before anything is stored. */
async function replaced(c: Context<AppEnv>, target: ArtworkTarget, form: Form) {
  const { db, now, images } = c.var.deps;
  const refuse = (text: string) => new HttpError(422, message(c, "invalid"), { file: [text] });
  if (!(await target.current(db))) throw new HttpError(404, message(c, "notFound"));
  const focus: Focus = { x: form.focus_x ?? CENTRE.x, y: form.focus_y ?? CENTRE.y };
  if (!isUploadedFile(form.file) || form.file.size === 0) throw refuse(message(c, "studio.artworkMissing"));
  const checked = await processArtwork(new Uint8Array(await form.file.arrayBuffer()), target.slot, focus);
  if (!checked.ok) throw refuse(refusalText(c, checked.reason, target.slot));
  const file = newPictureName();
  await images.write(`${target.folder}/${file}`, checked.bytes);
  if (!(await replaceArtwork(db, currentActor(c), target, file, focus, now()))) {
    await images.remove(`${target.folder}/${file}`);
    throw new HttpError(404, message(c, "notFound"));
  }
  return { file, focus };
}

export function studioArtworkRoutes(router: ReturnType<typeof createRouter>) {
  router.openapi(titleRoute, async (c) => {
    const { kind, id, slot } = c.req.valid("param");
    const answer = await replaced(c, titleArtwork(kind, id, slot), c.req.valid("form"));
    // Its pages, and every card: home, listings, sections, search.
    tagChanged(c, kind === "movie" ? TAGS.movie(id) : TAGS.series(id));
    tagChanged(c, TAGS.catalogue);
    return c.json(answer, 200);
  });

  router.openapi(stillRoute, async (c) => {
    const { id, episode } = c.req.valid("param");
    const answer = await replaced(c, episodeStill(id, episode), c.req.valid("form"));
    tagChanged(c, TAGS.series(id));
    return c.json(answer, 200);
  });

  router.openapi(bannerRoute, async (c) => {
    const answer = await replaced(c, bannerImage(c.req.valid("param").id), c.req.valid("form"));
    tagChanged(c, TAGS.catalogue);
    return c.json(answer, 200);
  });

  router.openapi(coverRoute, async (c) => {
    const { id } = c.req.valid("param");
    const answer = await replaced(c, postCover(id), c.req.valid("form"));
    tagChanged(c, TAGS.blog);
    tagChanged(c, TAGS.post(id));
    return c.json(answer, 200);
  });
}
