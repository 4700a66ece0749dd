import type { HistoryEntry, HistoryEpisode } from "@/lib/contract/activity";
import { playingNow } from "@/lib/player/carry-over";
import { moviePath } from "@/lib/routes";
import { seriesPath } from "@/lib/tvseries-route";

/**
 * Where "continue watching" leads: a film's page, or a series at the episode to watch — the next one
 * when the latest is finished — playing on arrival from the saved position (one tap resumes).
 */
export function historyHref(
  entry: Pick<HistoryEntry, "title" | "episode" | "next_episode" | "finished">,
): string {
  const { title } = entry;
  if (title.kind === "movie") return playingNow(moviePath(title.id, title.title_en));
  const episode: HistoryEpisode | null = (entry.finished && entry.next_episode) || entry.episode;
  return playingNow(
    seriesPath(
      title.id,
      title.title_en,
      episode ? { season: episode.season_no, episode: episode.episode_no } : {},
    ),
  );
}

/** Share watched, 0–100, for progress bars; a finished title shows full. */
export function progressPercent(entry: Pick<HistoryEntry, "progress" | "finished">): number {
  if (entry.finished) return 100;
  const value = Number.isFinite(entry.progress) ? entry.progress : 0;
  return Math.round(Math.min(1, Math.max(0, value)) * 100);
}
