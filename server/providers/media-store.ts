/**
 * Where video lives (issue #37): packaged ladders, audio renditions, subtitles, storyboards. A
 * directory (CINEVA_MEDIA_DIR, by default CINEVA_DATA_DIR/media: one mount every replica and worker
 * shares) or an S3-compatible bucket (CINEVA_MEDIA_S3_BUCKET). Objects are named by relative keys
 * ("titles/movie-7/v3/720p/seg-0001.m4s") and written whole or not at all; /media/… serves them with
 * byte ranges (server/modules/media). The demo's committed clips are read from the repository.
 */
import { createReadStream } from "node:fs";
import { copyFile, realpath, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
import { replaceWhole } from "../shared/files";

export type MediaObject = { size: number; modified: Date; etag: string };
/** Inclusive byte offsets, as HTTP's Range counts them. */
export type ByteSpan = { start: number; end: number };

export interface MediaStore {
  /** The object's size and version, or null when there is none. */
  stat(key: string): Promise<MediaObject | null>;
  /** The object's bytes (a span of them), or null when there is none. */
  read(key: string, span?: ByteSpan): Promise<ReadableStream<Uint8Array> | null>;
  /** Stores a local file under `key`, replacing what was there only once it is all written. */
  put(key: string, file: string, type: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a folder: "titles/movie-7/v2/"). */
  removeAll(prefix: string): Promise<void>;
}

/** The demo's clips, committed with the code (scripts/make-clips.sh): served under "clips/". */
export const SHIPPED_MEDIA_ROOT = path.join(process.cwd(), "server", "media");
const SHIPPED_PREFIX = "clips/";

/** A key is plain relative segments: no "..", no empty or absolute parts. */
export function isMediaKey(key: string): boolean {
  if (!key || key.length > 512 || key.startsWith("/") || key.includes("\\") || key.includes("\0"))
    return false;
  return key.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

const weakTag = (size: number, modified: Date) =>
  `W/"${size.toString(16)}-${Math.floor(modified.getTime()).toString(16)}"`;

/** Files under one folder; symbolic links that lead out of it are not followed. */
export class DirectoryMediaStore implements MediaStore {
  constructor(readonly root: string) {}

  private async existing(key: string) {
    if (!isMediaKey(key)) return null;
    try {
      const realRoot = await realpath(this.root);
      const full = await realpath(path.resolve(realRoot, key));
      if (!full.startsWith(realRoot + path.sep)) return null;
      const stats = await stat(full);
      return stats.isFile() ? { full, stats } : null;
    } catch {
      return null;
    }
  }

  async stat(key: string) {
    const file = await this.existing(key);
    if (!file) return null;
    const { size, mtimeMs } = file.stats;
    const modified = new Date(mtimeMs);
    return { size, modified, etag: weakTag(size, modified) };
  }

  async read(key: string, span?: ByteSpan) {
    const file = await this.existing(key);
    if (!file) return null;
    return Readable.toWeb(createReadStream(file.full, span)) as ReadableStream<Uint8Array>;
  }

  async put(key: string, file: string) {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    await replaceWhole(path.resolve(this.root, key), (partial) => copyFile(file, partial));
  }

  async removeAll(prefix: string) {
    const folder = prefix.replace(/\/+$/, "");
    if (!isMediaKey(folder)) throw new Error(`Not a media folder: ${prefix}`);
    await rm(path.resolve(this.root, folder), { recursive: true, force: true });
  }
}

export type S3MediaOptions = { bucket: string; prefix?: string; client: S3ClientConfig };

/**
 * Objects in an S3-compatible bucket, under an optional key prefix. The SDK loads on first use: a
 * site that keeps its video in a folder never pays for it.
 */
export class S3MediaStore implements MediaStore {
  private sdk?: Promise<{ s3: typeof import("@aws-sdk/client-s3"); client: S3Client }>;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor({ bucket, prefix = "", client }: S3MediaOptions) {
    this.config = client;
    this.bucket = bucket;
    this.prefix = prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix;
  }

  private readonly config: S3ClientConfig;

  private load() {
    this.sdk ??= import("@aws-sdk/client-s3").then((s3) => ({ s3, client: new s3.S3Client(this.config) }));
    return this.sdk;
  }

  async stat(key: string) {
    if (!isMediaKey(key)) return null;
    const { s3, client } = await this.load();
    try {
      const head = await client.send(
        new s3.HeadObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }),
      );
      const size = head.ContentLength ?? 0;
      const modified = head.LastModified ?? new Date(0);
      return { size, modified, etag: head.ETag ? `W/${head.ETag}` : weakTag(size, modified) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, span?: ByteSpan) {
    if (!isMediaKey(key)) return null;
    const { s3, client } = await this.load();
    try {
      const object = await client.send(
        new s3.GetObjectCommand({
          Bucket: this.bucket,
          Key: this.prefix + key,
          Range: span ? `bytes=${span.start}-${span.end}` : undefined,
        }),
      );
      return object.Body ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async put(key: string, file: string, type: string) {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    const [{ client }, { Upload }] = await Promise.all([this.load(), import("@aws-sdk/lib-storage")]);
    // In parts for a large file; the object appears only when its last part is in.
    await new Upload({
      client,
      params: {
        Bucket: this.bucket,
        Key: this.prefix + key,
        Body: createReadStream(file),
        ContentType: type,
      },
    }).done();
  }

  async removeAll(prefix: string) {
    const folder = prefix.replace(/\/+$/, "");
    if (!isMediaKey(folder)) throw new Error(`Not a media folder: ${prefix}`);
    const { s3, client } = await this.load();
    let token: string | undefined;
    do {
      const page = await client.send(
        new s3.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${this.prefix}${folder}/`,
          ContinuationToken: token,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (keys.length > 0) {
        await client.send(new s3.DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys } }));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NotFound" || name === "NoSuchKey" || $metadata?.httpStatusCode === 404;
}

/** The committed demo clips under "clips/", everything else from the site's store. */
export class WithShippedClips implements MediaStore {
  constructor(
    private readonly shipped: MediaStore,
    private readonly store: MediaStore,
  ) {}

  private pick = (key: string) => (key.startsWith(SHIPPED_PREFIX) ? this.shipped : this.store);

  stat = (key: string) => this.pick(key).stat(key);
  read = (key: string, span?: ByteSpan) => this.pick(key).read(key, span);

  async put(key: string, file: string, type: string) {
    if (key.startsWith(SHIPPED_PREFIX)) throw new Error("The demo's clips are read-only.");
    await this.store.put(key, file, type);
  }

  async removeAll(prefix: string) {
    if (prefix.startsWith(SHIPPED_PREFIX)) throw new Error("The demo's clips are read-only.");
    await this.store.removeAll(prefix);
  }
}

/**
 * Checksums only where S3 requires them: the SDK's default (a CRC on every upload, sent in chunked
 * encoding) is refused by many S3-compatible servers, and the object's ETag still checks each part.
 */
export const S3_COMPATIBLE = {
  requestChecksumCalculation: "WHEN_REQUIRED",
  responseChecksumValidation: "WHEN_REQUIRED",
} satisfies Partial<S3ClientConfig>;

/** The store the environment names: a bucket with CINEVA_MEDIA_S3_BUCKET, else a directory. */
export function openMediaStore(env: Record<string, string | undefined>, dataDir: string): MediaStore {
  const bucket = env.CINEVA_MEDIA_S3_BUCKET?.trim();
  const store = bucket
    ? new S3MediaStore({
        bucket,
        prefix: env.CINEVA_MEDIA_S3_PREFIX?.trim(),
        // Credentials come from the SDK's usual places (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, …).
        client: {
          region: env.CINEVA_MEDIA_S3_REGION?.trim() || "us-east-1",
          endpoint: env.CINEVA_MEDIA_S3_ENDPOINT?.trim() || undefined,
          // MinIO, Garage, SeaweedFS and most other S3-compatible servers name buckets in the path.
          forcePathStyle: Boolean(env.CINEVA_MEDIA_S3_ENDPOINT?.trim()),
          ...S3_COMPATIBLE,
        },
      })
    : new DirectoryMediaStore(env.CINEVA_MEDIA_DIR?.trim() || path.join(dataDir, "media"));
  return new WithShippedClips(new DirectoryMediaStore(SHIPPED_MEDIA_ROOT), store);
}
