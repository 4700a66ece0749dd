import type { MouseEvent, ReactNode } from "react";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { Image } from "@/components/ui/image";
import { SkipForward } from "@/components/ui/icons";
import { buttonClassName } from "@/components/ui/button";
import type { Season } from "@/lib/contract/catalogue";
import type { TitleHistory } from "@/lib/contract/activity";
import type { EpisodeChoice } from "@/lib/catalogue/episodes";
import { titleOf } from "@/lib/catalogue/titles";
import type { Locale } from "@/lib/i18n/config";
import { imageUrl } from "@/lib/images";
import { mediaUrl } from "@/lib/media";
import { formatClock } from "@/lib/player/progress";
import { seriesPath } from "@/lib/tvseries-route";
import actionStyles from "./title-actions.module.scss";
import styles from "./series-watch.module.scss";

/** What a series page draws whoever draws it: the server before the live part, or the live part. */
export type SeriesWatchViewProps = {
  seriesId: number;
  slugTitle: string;
  locale: Locale;
  seasons: Season[];
  host: string;
  fallbackImage: string | null;
  choice: EpisodeChoice;
  next: EpisodeChoice | null;
  /** The season whose episodes are listed. */
  viewed: Season;
  /** The viewer's saved positions by episode id. */
  positions: Map<number | null, TitleHistory["entries"][number]>;
  /** The stage (the server's poster, or the player) and what sits over it (the countdown). */
  player: ReactNode;
  overlay?: ReactNode;
  /** The live part's handlers; without them links are plain links and the select waits for it. */
  handlers?: {
    episodeClick: (event: MouseEvent<HTMLAnchorElement>, target: EpisodeChoice) => void;
    seasonChange: (seasonId: number) => void;
  };
};

/** A series page's addresses of an episode (product §2.4). */
export function episodePath(seriesId: number, slugTitle: string, choice: EpisodeChoice): string {
  return seriesPath(seriesId, slugTitle, {
    season: choice.season.season_no,
    episode: choice.episode.episode_no,
  });
}

/** What the stage shows of an episode, whoever draws it: the player's title, the media, the still. */
export function episodeStage(
  choice: EpisodeChoice,
  {
    title,
    locale,
    host,
    fallbackImage,
  }: { title: string; locale: Locale; host: string; fallbackImage: string | null },
) {
  return {
    title: `${title} — ${titleOf(choice.episode, locale)}`,
    src: mediaUrl(choice.episode.media, host),
    still: imageUrl("episode", choice.episode.image, host) ?? fallbackImage,
  };
}

/** Marks the page's parts the live part takes over as they were (./series-on-demand.tsx). */
export const SERIES_PART = { select: "season-select", episode: "episode", next: "next-episode" } as const;

/**
 * The player, the episode's heading with its next-episode link, and the season's episode list
 * (issue 5). Every episode is a real link, so the list works before (and without) the live part.
 */
export function SeriesWatchView({
  seriesId,
  slugTitle,
  locale,
  seasons,
  host,
  fallbackImage,
  choice,
  next,
  viewed,
  positions,
  player,
  overlay,
  handlers,
}: SeriesWatchViewProps) {
  const t = useTranslations("watch");
  const episodeTitle = titleOf(choice.episode, locale);
  const link = (target: EpisodeChoice) => ({
    href: episodePath(seriesId, slugTitle, target),
    onClick: handlers && ((event: MouseEvent<HTMLAnchorElement>) => handlers.episodeClick(event, target)),
    "data-season": target.season.season_no,
    "data-episode": target.episode.episode_no,
  });
  return (
    <div className={styles.seriesWatch}>
      <div id="player" className={styles.playerWrap}>
        {player}
        {overlay}
      </div>

      <div className={styles.episodeHead}>
        <h2 className={styles.sectionTitle} data-testid="episode-heading">
          {t("episodeHeading", {
            season: choice.season.season_no,
            episode: choice.episode.episode_no,
            title: episodeTitle,
          })}
        </h2>
        {next ? (
          <a
            {...link(next)}
            className={buttonClassName({ variant: "secondary", className: actionStyles.action })}
            data-part={SERIES_PART.next}
          >
            <SkipForward aria-hidden="true" size={18} />
            {t("nextEpisode")}
          </a>
        ) : null}
      </div>

      <section className={styles.episodes} aria-labelledby="episodes-heading">
        <div className={styles.episodesHead}>
          <h2 id="episodes-heading" className={styles.sectionTitle}>
            {t("episodes")}
          </h2>
          {seasons.length > 1 ? (
            <label className={styles.seasonSelect}>
              <span className="visually-hidden">{t("seasonLabel")}</span>
              <select
                // The server's select keeps what is chosen on it until the live part takes that over.
                {...(handlers
                  ? {
                      value: viewed.id,
                      onChange: (event) => handlers.seasonChange(Number(event.currentTarget.value)),
                    }
                  : { defaultValue: viewed.id })}
                data-part={SERIES_PART.select}
              >
                {seasons.map((season) => (
                  <option key={season.id} value={season.id}>
                    {t("season", { number: season.season_no })}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <p className={styles.seasonName}>{t("season", { number: viewed.season_no })}</p>
          )}
        </div>
        <ol className={styles.episodeList}>
          {viewed.episodes.map((episode) => {
            const target = { season: viewed, episode };
            const current = episode.id === choice.episode.id;
            const position = positions.get(episode.id);
            const image = imageUrl("episode", episode.image, host) ?? fallbackImage;
            return (
              <li key={episode.id}>
                <a
                  {...link(target)}
                  className={clsx(styles.episode, current && styles.current)}
                  aria-current={current ? "true" : undefined}
                  data-part={SERIES_PART.episode}
                >
                  <span className={styles.still}>
                    {/* Its size (about 10rem): two candidates (1x, 2x) instead of eight. */}
                    {image ? <Image src={image} alt="" width={160} height={90} /> : null}
                    {position ? (
                      <span className={styles.progress} aria-hidden="true">
                        <span style={{ width: `${Math.round(position.progress * 100)}%` }} />
                      </span>
                    ) : null}
                  </span>
                  <span className={styles.episodeText}>
                    <span className={styles.episodeNo}>
                      {t("episode", { number: episode.episode_no })}
                      {current ? <strong className={styles.nowPlaying}>{t("nowPlaying")}</strong> : null}
                    </span>
                    <span className={styles.episodeTitle}>{titleOf(episode, locale)}</span>
                    <span className={styles.episodeMeta}>
                      {formatClock(episode.duration_sec)}
                      {position ? ` · ${t("watched", { percent: Math.round(position.progress * 100) })}` : ""}
                    </span>
                  </span>
                </a>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
