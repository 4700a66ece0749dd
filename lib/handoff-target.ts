import type { HandoffTarget } from "@/lib/contract/activity";
import { moviePath, seriesPath } from "@/lib/routes";

/** The page a spent "continue on phone" link opens: the film, or the series at its episode. */
export function handoffTargetPath({ title, episode }: Pick<HandoffTarget, "title" | "episode">): string {
  if (title.kind === "movie") return moviePath(title.id, title.title_en);
  return seriesPath(
    title.id,
    title.title_en,
    episode ? { season: episode.season_no, episode: episode.episode_no } : {},
  );
}
