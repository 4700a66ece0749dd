/** Saving positions to the watch history: code of the player and of the signed-in viewer's part, both loaded on demand. */
import type { HistoryBody } from "@/lib/contract/activity";
import type { TitleKind } from "@/lib/contract/catalogue";
import { MAX_DURATION_SEC } from "@/lib/contract/limits";

/**
 * Progress is saved this often while playing, and on pause and on leaving: often enough that the
 * same account opening the title on another device resumes within 5 s of this one (issue #18).
 */
export const SAVE_INTERVAL_MS = 4_000;

export interface ProgressInput {
  kind: TitleKind;
  titleId: number;
  episodeId?: number | null;
  position: number;
  duration: number;
}

/** The history call's body, or null when there is nothing worth saving (no duration known yet). */
export function progressBody({
  kind,
  titleId,
  episodeId,
  position,
  duration,
}: ProgressInput): HistoryBody | null {
  if (!Number.isFinite(duration) || duration < 1 || !Number.isFinite(position)) return null;
  const durationSec = Math.min(MAX_DURATION_SEC, Math.floor(duration));
  const body: HistoryBody = {
    title_kind: kind,
    title_id: titleId,
    position_sec: Math.min(durationSec, Math.max(0, Math.floor(position))),
    duration_sec: durationSec,
  };
  if (kind === "series") body.episode_id = episodeId ?? null;
  return body;
}

/** Saving again is pointless when the position moved less than a second since the last save. */
export function positionChanged(lastSaved: number | null, position: number): boolean {
  return lastSaved === null || Math.abs(Math.floor(position) - lastSaved) >= 1;
}
