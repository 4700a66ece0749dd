/** Where the player starts and how it shows times: first-load code of every title page. */
import { FINISHED_RATIO } from "@/lib/contract/limits";

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

/** "1:05:09" / "4:05" for the time display. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}
