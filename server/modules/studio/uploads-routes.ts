/**
 * The studio's uploads (issue #37), for the catalogue's roles: master files sent by the tus protocol
 * (@tus/server), so a file of many gigabytes resumes after a lost network, a reloaded tab or a
 * restarted server. Before tus sees a new upload its metadata is checked here (what it is, for which
 * title, its SHA-256); once the last byte is in, the check job takes it (modules/ingest/check.ts).
 * tus's refusals are answered in the API's shape and language, like every other error.
 */
import { randomBytes } from "node:crypto";
import { Metadata, Server } from "@tus/server";
import type { Context } from "hono";
import { z } from "zod";
import * as endpoints from "@/lib/contract/endpoints/studio-uploads";
import { UPLOAD_MAX_BYTES, UploadMetadataSchema, type StudioUpload } from "@/lib/contract/studio-uploads";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error, route } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import { invalid } from "../../http/validation";
import { isUploadId } from "../../providers/upload-store";
import { titleNames } from "../catalogue";
import {
  CHECK_UPLOAD,
  expiryOf,
  forgetUpload,
  markReceived,
  recordUpload,
  titleUploads,
  uploadById,
} from "../ingest";
import type { UploadRow, UserRow } from "../../db/schema";
import { STUDIO_ANSWERS, currentStaff, studioGuard, studioRoute } from "./access";
import { staffName } from "./staff";

const TAGS = ["studio"];
const UPLOADS = { kind: "permission", permission: "catalogue", calls: "uploads" } as const;
/** Where tus answers, as the browser and the backend both see it. */
const TUS_PATH = "/api/studio/uploads";

const listRoute = studioRoute(
  { kind: "permission", permission: "catalogue" },
  route(endpoints.studioTitleUploads, {
    tags: TAGS,
    summary: "A title's uploaded files, oldest first, with how far each has arrived or been checked",
    responses: { 404: error("No such title") },
    answer: "The uploads",
  }),
);

const oneRoute = studioRoute(
  UPLOADS,
  route(endpoints.studioUpload, {
    tags: TAGS,
    summary: "One upload's state. HEAD here is tus's: Upload-Offset says how many bytes have arrived",
    responses: { 404: error("No such upload") },
    answer: "The upload",
  }),
);

const tusAnswers = (success: string) => ({
  [success.startsWith("Created") ? 201 : 204]: { description: success },
  ...STUDIO_ANSWERS,
  404: error("No such upload, or no such title (POST)"),
  409: error("Upload-Offset is not where the upload stands"),
  410: error("The upload expired unfinished or was cancelled"),
  413: error("Upload-Length past the limit"),
  422: error("Missing or invalid tus headers or metadata, with field errors"),
  423: error("Another request is writing this upload (try again)"),
});

/** The tus calls, documented here: their bodies are bytes and their answers headers. */
function documentTus(router: ReturnType<typeof createRouter>) {
  const security = [{ bearerAuth: [] }];
  const id = z.object({ id: z.string() });
  router.openAPIRegistry.registerPath({
    method: "post",
    path: "/studio/uploads",
    tags: TAGS,
    summary:
      "Begin an upload (tus creation): Upload-Length, and Upload-Metadata with filename, filetype, sha256, role, kind and title_id",
    security,
    responses: tusAnswers("Created: Location names the upload"),
  });
  router.openAPIRegistry.registerPath({
    method: "patch",
    path: "/studio/uploads/{id}",
    tags: TAGS,
    summary: "Send bytes from Upload-Offset (Content-Type application/offset+octet-stream)",
    security,
    request: { params: id },
    responses: tusAnswers("Stored: Upload-Offset says how far"),
  });
  router.openAPIRegistry.registerPath({
    method: "delete",
    path: "/studio/uploads/{id}",
    tags: TAGS,
    summary: "Cancel an unfinished upload (tus termination)",
    security,
    request: { params: id },
    responses: tusAnswers("Cancelled, its bytes removed"),
  });
}

/** tus's refusal as the API's: its status where a client acts on it, a message in the caller's language. */
function refusalOf(c: Context<AppEnv>, status: number, body: string): HttpError {
  if (status === 404) return new HttpError(404, message(c, "notFound"));
  if (status === 409) return new HttpError(409, message(c, "studio.uploads.offsetConflict"));
  if (status === 410) return new HttpError(410, message(c, "studio.uploads.gone"));
  if (status === 413)
    return new HttpError(
      413,
      message(c, "studio.uploads.tooLarge", { limit: `${UPLOAD_MAX_BYTES / 1024 ** 3} GB` }),
    );
  // A lock another request holds: tus-js-client tries a 423 again.
  if (status === 423 || (status === 500 && /lock/i.test(body)))
    return new HttpError(423, message(c, "studio.uploads.busy"));
  if (status >= 500 && status !== 501) {
    console.error("Cineva: tus upload failed", status, body.trim());
    return new HttpError(500, message(c, "serverError"));
  }
  return new HttpError(422, message(c, "invalid"));
}

/** Hands the request to tus; its success as it is, its refusal in the API's shape. */
async function tus(c: Context<AppEnv>, server: Server): Promise<Response> {
  const answer = await server.handleWeb(c.req.raw);
  if (answer.status < 400) return answer;
  throw refusalOf(c, answer.status, await answer.text());
}

/** A tus server for this request: the process's store and locks, hooks that know the caller. */
function tusServer(c: Context<AppEnv>, metadata?: z.output<typeof UploadMetadataSchema>) {
  const { db, uploads: store, jobs, now } = c.var.deps;
  return new Server({
    path: TUS_PATH,
    datastore: store.datastore,
    locker: store.locker,
    maxSize: UPLOAD_MAX_BYTES,
    relativeLocation: true,
    // The studio's own pages only: no other origin is told it may read the answers.
    allowedOrigins: [],
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomBytes(16).toString("hex"),
    onUploadCreate: async (_request, upload) => {
      if (!metadata) throw { status_code: 422, body: "metadata" };
      await recordUpload(
        db,
        { id: upload.id, size: upload.size ?? 0, metadata, by: currentStaff(c).userId },
        now(),
      );
      return {};
    },
    onUploadFinish: async (_request, upload) => {
      if (await markReceived(db, upload.id, now())) await jobs.send(CHECK_UPLOAD, { upload: upload.id });
      return {};
    },
  });
}

/** The metadata of a new upload, checked before tus stores a byte: 422 at the field, 404 for no title. */
async function newUploadMetadata(c: Context<AppEnv>) {
  let raw: Record<string, string | null> = {};
  try {
    raw = Metadata.parse(c.req.header("upload-metadata") ?? "");
  } catch {
    throw new HttpError(422, message(c, "invalid"), { "Upload-Metadata": [message(c, "required")] });
  }
  const input = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, value ?? undefined]));
  const parsed = UploadMetadataSchema.safeParse(input);
  if (!parsed.success) throw invalid(c, parsed.error.issues, input);
  if (!/^\d+$/.test(c.req.header("upload-length") ?? ""))
    throw new HttpError(422, message(c, "invalid"), { "Upload-Length": [message(c, "required")] });
  if (!(await titleNames(c.var.deps.db, { kind: parsed.data.kind, id: parsed.data.title_id })))
    throw new HttpError(404, message(c, "notFound"));
  return parsed.data;
}

/** An upload the studio knows (its row, and who sent it), else 404 before tus is asked. */
async function knownUpload(c: Context<AppEnv>, id: string) {
  const known = isUploadId(id) ? await uploadById(c.var.deps.db, id) : null;
  if (!known) throw new HttpError(404, message(c, "notFound"));
  return known;
}

/** An upload tus may go on with: 410 once it has expired (its bytes are gone). */
async function resumable(c: Context<AppEnv>, id: string) {
  const known = await knownUpload(c, id);
  if (known.upload.state === "expired") throw new HttpError(410, message(c, "studio.uploads.gone"));
  return known;
}

async function presented(
  c: Context<AppEnv>,
  row: UploadRow,
  uploader: UserRow | null,
): Promise<StudioUpload> {
  const facts = (row.facts ?? {}) as { durationSec?: number; video?: { width: number; height: number } };
  let received = row.state === "receiving" || row.state === "expired" ? 0 : row.size;
  if (row.state === "receiving")
    received = await c.var.deps.uploads.datastore.getUpload(row.id).then(
      (upload) => upload.offset,
      () => 0,
    );
  return {
    id: row.id,
    filename: row.filename,
    role: row.role,
    size: row.size,
    received,
    state: row.state,
    progress: row.progress,
    refusal: row.refusal,
    refusal_text: row.refusal ? message(c, `studio.uploads.refusals.${row.refusal}`) : null,
    duration_sec: facts.durationSec ?? null,
    width: facts.video?.width ?? null,
    height: facts.video?.height ?? null,
    uploaded_by: uploader ? staffName(uploader) : "",
    created_at: row.createdAt.toISOString(),
    expires_at: row.state === "receiving" ? expiryOf(row).toISOString() : null,
  };
}

/** A title's uploads as the studio lists them, newest first. */
export async function uploadsOfTitle(c: Context<AppEnv>, kind: "movie" | "series", id: number) {
  const rows = await titleUploads(c.var.deps.db, kind, id);
  return Promise.all(rows.map((row) => presented(c, row.upload, row.uploader)));
}

export function studioUploadRoutes(router: ReturnType<typeof createRouter>) {
  documentTus(router);

  router.openapi(listRoute, async (c) => {
    const { kind, id } = c.req.valid("param");
    const { db } = c.var.deps;
    if (!(await titleNames(db, { kind, id }))) throw new HttpError(404, message(c, "notFound"));
    return c.json({ data: await uploadsOfTitle(c, kind, id) }, 200);
  });

  router.post("/studio/uploads", ...studioGuard(UPLOADS, "post", "/studio/uploads"), async (c) => {
    const metadata = await newUploadMetadata(c);
    return tus(c, tusServer(c, metadata));
  });

  router.openapi(oneRoute, async (c) => {
    const id = c.req.valid("param").id;
    // Hono answers HEAD with the GET route; for this address HEAD is tus's question "how far?".
    if (c.req.method === "HEAD") {
      await resumable(c, id);
      return (await tus(c, tusServer(c))) as never;
    }
    const { upload, uploader } = await knownUpload(c, id);
    return c.json(await presented(c, upload, uploader), 200);
  });

  router.patch("/studio/uploads/:id", ...studioGuard(UPLOADS, "patch", "/studio/uploads/{id}"), async (c) => {
    await resumable(c, c.req.param("id"));
    return tus(c, tusServer(c));
  });

  router.delete(
    "/studio/uploads/:id",
    ...studioGuard(UPLOADS, "delete", "/studio/uploads/{id}"),
    async (c) => {
      const { upload: row } = await knownUpload(c, c.req.param("id"));
      if (row.state !== "receiving") throw new HttpError(409, message(c, "studio.uploads.finished"));
      const answer = await tus(c, tusServer(c));
      await forgetUpload(c.var.deps.db, row.id);
      return answer;
    },
  );
}
