/**
 * Artwork uploaded in the studio (issue #36), validated as avatars are (architecture §4): the type is
 * read from the first bytes, the size is capped, and the picture is decoded and re-encoded, cut to its
 * slot's shape around the editor's focal point, as WebP under a name the server made. The row that
 * names the picture changes in one transaction with its audit row; the old file stays, so a page
 * cached before the change still finds its picture.
 */
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import {
  ARTWORK_MAX_BYTES,
  ARTWORK_SLOTS,
  minimumSize,
  type ArtworkSlot,
  type Focus,
} from "@/lib/contract/studio-artwork";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { Executor } from "../../db/client";
import { banners, blogPosts, episodes, seasons } from "../../db/schema";
import { sniffImageType } from "../accounts";
import { tableOf } from "../catalogue";
import { recordAudit, type Actor } from "./audit";

type Size = { width: number; height: number };
export type Box = { left: number; top: number; width: number; height: number };

/** A decoded picture larger than this (pixels) is refused rather than processed (decompression bombs). */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * The part of `source` with `target`'s shape, as large as fits, placed as CSS places a picture with
 * `object-fit: cover; object-position: {x}% {y}%`: x% of the width left over lies to its left.
 */
export function cropBox(source: Size, target: Size, focus: Focus): Box {
  const scale = Math.min(source.width / target.width, source.height / target.height);
  const width = Math.min(source.width, Math.round(target.width * scale));
  const height = Math.min(source.height, Math.round(target.height * scale));
  return {
    left: Math.round(((source.width - width) * focus.x) / 100),
    top: Math.round(((source.height - height) * focus.y) / 100),
    width,
    height,
  };
}

export type ArtworkRefusal = "type" | "size" | "unreadable" | "small";
export type ArtworkCheck = { ok: true; bytes: Buffer } | { ok: false; reason: ArtworkRefusal };

/** Checks an upload and turns it into the slot's WebP: cut around `focus`, never enlarged. */
export async function processArtwork(
  bytes: Uint8Array,
  slot: ArtworkSlot,
  focus: Focus,
): Promise<ArtworkCheck> {
  if (bytes.length > ARTWORK_MAX_BYTES) return { ok: false, reason: "size" };
  if (!sniffImageType(bytes)) return { ok: false, reason: "type" };
  const target = ARTWORK_SLOTS[slot];
  try {
    // Turned upright first (EXIF orientation), so the crop is of the picture as a person sees it.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .toBuffer({ resolveWithObject: true });
    const least = minimumSize(slot);
    if (info.width < least.width || info.height < least.height) return { ok: false, reason: "small" };
    const webp = await sharp(data)
      .extract(cropBox(info, target, focus))
      .resize(target.width, target.height, { fit: "fill", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, bytes: webp };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}

/**
 * What an upload replaces: the slot, the folder under /images it is served from, the audit's target,
 * and the row that names it (read under a lock; null when there is no such thing).
 */
export type ArtworkTarget = {
  slot: ArtworkSlot;
  folder: string;
  audit: { type: string; id: number };
  current(tx: Executor): Promise<{ file: string | null; focus?: Focus } | null>;
  write(tx: Executor, file: string, focus: Focus): Promise<void>;
};

export function titleArtwork(kind: TitleKind, id: number, slot: "poster" | "thumbnail"): ArtworkTarget {
  const table = tableOf(kind);
  return {
    slot,
    folder: `${kind === "movie" ? "movies" : "tvseries"}/${slot}s`,
    audit: { type: kind, id },
    async current(tx) {
      const [row] = await tx.select({ file: table[slot] }).from(table).where(eq(table.id, id)).for("update");
      return row ?? null;
    },
    async write(tx, file) {
      await tx
        .update(table)
        .set({ [slot]: file })
        .where(eq(table.id, id));
    },
  };
}

export function episodeStill(seriesId: number, episodeId: number): ArtworkTarget {
  return {
    slot: "still",
    folder: "tvseries/episodes",
    audit: { type: "episode", id: episodeId },
    async current(tx) {
      const [row] = await tx
        .select({ file: episodes.image })
        .from(episodes)
        .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
        .where(and(eq(episodes.id, episodeId), eq(seasons.seriesId, seriesId)))
        .for("update", { of: episodes });
      return row ?? null;
    },
    async write(tx, file) {
      await tx.update(episodes).set({ image: file }).where(eq(episodes.id, episodeId));
    },
  };
}

/** A banner keeps its focal point too: home crops it again, taller, on a phone. */
export function bannerImage(id: number): ArtworkTarget {
  return {
    slot: "banner",
    folder: "main-home/banner",
    audit: { type: "banner", id },
    async current(tx) {
      const [row] = await tx
        .select({ file: banners.image, x: banners.focusX, y: banners.focusY })
        .from(banners)
        .where(eq(banners.id, id))
        .for("update");
      return row ? { file: row.file, focus: { x: row.x, y: row.y } } : null;
    },
    async write(tx, file, focus) {
      await tx
        .update(banners)
        .set({ image: file, focusX: focus.x, focusY: focus.y })
        .where(eq(banners.id, id));
    },
  };
}

export function postCover(id: number): ArtworkTarget {
  return {
    slot: "cover",
    folder: "blog/covers",
    audit: { type: "post", id },
    async current(tx) {
      const [row] = await tx
        .select({ file: blogPosts.cover })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for("update");
      return row ?? null;
    },
    async write(tx, file) {
      await tx.update(blogPosts).set({ cover: file }).where(eq(blogPosts.id, id));
    },
  };
}

/**
 * Names `file` (already stored under the target's folder) as the target's picture, with an audit row
 * of the file (and focal point) before and after. False when there is no such thing.
 */
export async function replaceArtwork(
  db: Executor,
  actor: Actor,
  target: ArtworkTarget,
  file: string,
  focus: Focus,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await target.current(tx);
    if (!before) return false;
    await target.write(tx, file, focus);
    const keepsFocus = before.focus !== undefined;
    await recordAudit(
      tx,
      actor,
      {
        action: "artwork.replace",
        target: target.audit,
        before: { [target.slot]: before.file, ...(keepsFocus ? { focus: before.focus } : {}) },
        after: { [target.slot]: file, ...(keepsFocus ? { focus } : {}) },
      },
      now,
    );
    return true;
  });
}
