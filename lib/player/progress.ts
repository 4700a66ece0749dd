import type { HistoryBody } from "@/lib/contract/activity";
import { FINISHED_RATIO, MAX_DURATION_SEC } from "@/lib/contract/limits";
import type { TitleKind } from "@/lib/contract/catalogue";

/** Progress is saved this often while playing, and on pause and on leaving. */
export const SAVE_INTERVAL_MS = 12_000;
/** Closer than this to the start or the end, the viewer starts from the beginning. */
export const RESUME_MARGIN_SEC = 5;

/**
 * Where to start playing from a saved position. The media's own duration is trusted over any
 * catalogue figure; a finished (or nearly finished) title starts again.
 */
export function resumePosition(saved: number | null | undefined, duration: number): number {
  if (typeof saved !== "number" || !Number.isFinite(saved) || saved < RESUME_MARGIN_SEC) return 0;
  if (!Number.isFinite(duration) || duration <= 0) return saved;
  if (saved >= duration * FINISHED_RATIO || saved > duration - RESUME_MARGIN_SEC) return 0;
  return saved;
}

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

/** "1:05:09" / "4:05" for the time display. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}
