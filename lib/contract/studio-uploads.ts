/**
 * Master files uploaded in the studio (issue #37): a title's video, an audio track to add to it (a
 * dub, another language) or a subtitle file, sent by the tus protocol (resumable) to
 * /api/studio/uploads, then checked (SHA-256, ffprobe) before anything is packaged from it.
 */
import { z } from "zod";
import { TitleKindSchema } from "./catalogue";
import { StudioTitleParamsSchema } from "./studio-catalogue";

/** A season's episode in 4K runs to tens of gigabytes; past this, an upload is refused at creation. */
export const UPLOAD_MAX_BYTES = 100 * 1024 ** 3;
/** An upload not finished this long after it began is removed, with what it had received. */
export const UPLOAD_EXPIRY_HOURS = 48;
/** The longest file name kept (the studio shows it; the file on disk is named by its id). */
export const UPLOAD_NAME_MAX = 200;

export const UPLOAD_ROLES = ["video", "audio", "subtitle"] as const;
export type UploadRole = (typeof UPLOAD_ROLES)[number];

/** Where an upload stands: arriving, being checked, ready to package, refused, or expired unfinished. */
export const UPLOAD_STATES = ["receiving", "checking", "ready", "refused", "expired"] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** Why a finished upload was refused: its checksum, or what ffprobe found (modules/ingest/probe.ts). */
export const UPLOAD_REFUSALS = [
  "checksum",
  "not_media",
  "no_video",
  "no_audio",
  "no_duration",
  "truncated",
  "unreadable_subtitles",
] as const;
export type UploadRefusal = (typeof UPLOAD_REFUSALS)[number];

/**
 * What tus's Upload-Metadata carries when an upload is created: the file's name and type as the
 * browser knows them, its SHA-256 (checked once it has all arrived), what it is and for which title.
 */
export const UploadMetadataSchema = z.object({
  filename: z.string().trim().min(1, "fields.required").max(UPLOAD_NAME_MAX, "fields.tooLong"),
  filetype: z.string().max(200, "fields.tooLong").optional(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/i, "fields.sha256"),
  role: z.enum(UPLOAD_ROLES, "fields.oneOf"),
  kind: TitleKindSchema,
  title_id: z.coerce
    .number("fields.number")
    .int("fields.wholeNumber")
    .positive("fields.number")
    .max(2_147_483_647),
});
export type UploadMetadata = z.infer<typeof UploadMetadataSchema>;

export const StudioUploadSchema = z.object({
  id: z.string(),
  filename: z.string(),
  role: z.enum(UPLOAD_ROLES),
  size: z.number().int(),
  /** Bytes received so far. */
  received: z.number().int(),
  state: z.enum(UPLOAD_STATES),
  /** While it is checked, how far the check has got (0 to 1). */
  progress: z.number().nullable(),
  refusal: z.enum(UPLOAD_REFUSALS).nullable(),
  /** The refusal in the caller's language. */
  refusal_text: z.string().nullable(),
  /** What ffprobe read of a ready video or audio file. */
  duration_sec: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  uploaded_by: z.string(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime().nullable(),
});
export type StudioUpload = z.infer<typeof StudioUploadSchema>;

export const StudioUploadsSchema = z.object({ data: z.array(StudioUploadSchema) });

export const StudioUploadsParamsSchema = StudioTitleParamsSchema;
