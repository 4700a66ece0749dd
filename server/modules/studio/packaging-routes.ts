/**
 * Packaging a title's media and publishing it (issue #37), for the catalogue's roles: the request
 * checks its uploads and queues the job; the list says how far each packaging has got; one that
 * waits or runs can be cancelled; publishing a ready one makes it what viewers play, and revalidates
 * the title's pages.
 */
import type { Context } from "hono";
import * as endpoints from "@/lib/contract/endpoints/studio-packagings";
import type { StudioPackaging } from "@/lib/contract/studio-packagings";
import { TAGS } from "@/lib/catalogue/tags";
import type { PackagingRow } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { tagChanged } from "../../http/cache-control";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error, route } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import {
  cancelPackaging,
  correctSegments,
  PACKAGE_TITLE,
  packagingById,
  packagingTitle,
  pastTheEnd,
  recordPackagingJob,
  requestPackaging,
  titlePackagings,
} from "../ingest";
import { currentActor, currentStaff, studioRoute } from "./access";
import { audioNamesOf, playingNow, publishPackaging } from "./media-publish";

const TAGS_OF_STUDIO = ["studio"];
const CATALOGUE = { kind: "permission", permission: "catalogue" } as const;

const packageRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioPackage, {
    tags: TAGS_OF_STUDIO,
    summary: "Package a film's or an episode's media from checked uploads (a job; it plays once published)",
    responses: {
      404: error("No such title"),
      422: error(
        "An upload not checked, not this title's or of the wrong kind, or no such episode, at its field",
      ),
    },
    answer: "The packaging, queued",
  }),
);
const listRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioPackagings, {
    tags: TAGS_OF_STUDIO,
    summary: "A title's packagings, newest first, with how far each has got and which one plays",
    responses: { 404: error("No such title") },
    answer: "The packagings",
  }),
);
const cancelRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioCancelPackaging, {
    tags: TAGS_OF_STUDIO,
    summary:
      "Stop a packaging that waits, runs or has failed (its job, and any try still to come, is cancelled; nothing it made plays)",
    responses: { 404: error("No such packaging"), 409: error("It has already ended") },
    answer: "The packaging, cancelled",
  }),
);
const correctRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioCorrectSegments, {
    tags: TAGS_OF_STUDIO,
    summary: "Correct the recap, intro and credits a ready packaging publishes (null: as found)",
    responses: {
      404: error("No such packaging"),
      409: error("Not ready, or already playing (correct what plays on the title)"),
      422: error("A part that ends before it starts, overlaps another or runs past the video, at its field"),
    },
    answer: "The packaging, with the corrected parts",
  }),
);
const publishRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioPublishPackaging, {
    tags: TAGS_OF_STUDIO,
    summary: "Make a ready packaging what viewers play, whole",
    responses: {
      404: error("No such packaging, or its film or episode is gone"),
      409: error("Not ready yet"),
    },
    answer: "The packaging, published",
  }),
);

function presented(
  c: Context<AppEnv>,
  row: PackagingRow & { durationSec?: number | null },
  playing: Map<number | null, string>,
): StudioPackaging {
  return {
    id: row.id,
    episode_id: row.episodeId,
    state: row.state,
    progress: row.progress,
    rungs: row.rungs ?? [],
    audio: audioNamesOf(row),
    segments: row.corrected ?? row.segments,
    corrected: row.corrected !== null,
    duration_sec: row.durationSec ?? null,
    storyboard: row.storyboard,
    frames: row.frames ?? [],
    published: row.master !== null && playing.get(row.episodeId) === row.master,
    failed_text: row.state === "failed" ? message(c, "studio.packaging.failed") : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** A title's packagings as the studio lists them, newest first, with which one plays. */
export async function packagingsOfTitle(c: Context<AppEnv>, kind: "movie" | "series", id: number) {
  const { db } = c.var.deps;
  const [rows, playing] = await Promise.all([titlePackagings(db, kind, id), playingNow(db, kind, id)]);
  return rows.map((row) => presented(c, row, playing));
}

async function titleOr404(c: Context<AppEnv>, kind: "movie" | "series", id: number) {
  const title = await packagingTitle(c.var.deps.db, kind, id);
  if (!title) throw new HttpError(404, message(c, "notFound"));
  return title;
}

export function studioPackagingRoutes(router: ReturnType<typeof createRouter>) {
  router.openapi(packageRoute, async (c) => {
    const { kind, id } = c.req.valid("param");
    const { db, jobs } = c.var.deps;
    const title = await titleOr404(c, kind, id);
    const asked = await requestPackaging(db, title, c.req.valid("json"), currentStaff(c).userId);
    if (!asked.ok) {
      const key =
        asked.refusal.reason === "episode" ? "studio.packaging.episode" : "studio.packaging.notReady";
      throw new HttpError(422, message(c, "invalid"), { [asked.refusal.field]: [message(c, key)] });
    }
    const jobId = await jobs.send(PACKAGE_TITLE, { packaging: asked.row.id });
    await recordPackagingJob(db, asked.row.id, jobId);
    return c.json(presented(c, asked.row, new Map()), 201);
  });

  router.openapi(cancelRoute, async (c) => {
    const { db, jobs } = c.var.deps;
    const { id } = c.req.valid("param");
    if (!(await packagingById(db, id))) throw new HttpError(404, message(c, "notFound"));
    const row = await cancelPackaging(db, id);
    if (!row) throw new HttpError(409, message(c, "studio.packaging.notRunning"));
    if (row.jobId) await jobs.cancel(PACKAGE_TITLE, row.jobId);
    return c.json(presented(c, row, await playingNow(db, row.titleKind, row.titleId)), 200);
  });

  router.openapi(listRoute, async (c) => {
    const { kind, id } = c.req.valid("param");
    await titleOr404(c, kind, id);
    return c.json({ data: await packagingsOfTitle(c, kind, id) }, 200);
  });

  router.openapi(correctRoute, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid("param");
    const { segments } = c.req.valid("json");
    const row = await packagingById(db, id);
    if (!row) throw new HttpError(404, message(c, "notFound"));
    const playing = await playingNow(db, row.titleKind, row.titleId);
    if (row.state !== "ready" || playing.get(row.episodeId) === row.master)
      throw new HttpError(409, message(c, "studio.packaging.notCorrectable"));
    const past = row.durationSec === null ? -1 : pastTheEnd(segments ?? [], row.durationSec);
    if (past >= 0)
      throw new HttpError(422, message(c, "invalid"), {
        [`segments.${past}.end_sec`]: [
          message(c, "fields.segmentPastEnd", { end: Math.ceil(row.durationSec!) }),
        ],
      });
    const corrected = await correctSegments(db, id, segments);
    if (!corrected) throw new HttpError(409, message(c, "studio.packaging.notCorrectable"));
    return c.json(presented(c, { ...corrected, durationSec: row.durationSec }, playing), 200);
  });

  router.openapi(publishRoute, async (c) => {
    const { db, now } = c.var.deps;
    const row = await packagingById(db, c.req.valid("param").id);
    if (!row) throw new HttpError(404, message(c, "notFound"));
    if (row.state !== "ready") throw new HttpError(409, message(c, "studio.packaging.notReadyToPublish"));
    if (!(await publishPackaging(db, currentActor(c), row, now())))
      throw new HttpError(404, message(c, "notFound"));
    tagChanged(c, row.titleKind === "movie" ? TAGS.movie(row.titleId) : TAGS.series(row.titleId));
    tagChanged(c, TAGS.catalogue);
    return c.json(presented(c, row, await playingNow(db, row.titleKind, row.titleId)), 200);
  });
}
