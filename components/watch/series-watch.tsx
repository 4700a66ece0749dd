"use client";

import { useCallback, useEffect, useId, useMemo, useState, type MouseEvent } from "react";
import { Image } from "@/components/ui/image";
import { SkipForward } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import clsx from "clsx";
import type { Season } from "@/lib/contract/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { chooseEpisode, nextEpisode, requestedEpisode, type EpisodeChoice } from "@/lib/catalogue/episodes";
import { titleOf } from "@/lib/catalogue/titles";
import { imageUrl } from "@/lib/images";
import { mediaUrl } from "@/lib/media";
import { AUTOPLAY_SECONDS, secondsLeft } from "@/lib/player/countdown";
import { formatClock } from "@/lib/player/progress";
import { parseSeriesSegment, seriesPath } from "@/lib/tvseries-route";
import { StagePicture } from "@/components/player/stage-picture";
import { WatchPlayer } from "@/components/player/watch-player";
import { useWatchHistory } from "@/components/player/use-watch-history";
import { Button, buttonClassName } from "@/components/ui/button";
import actionStyles from "./title-actions.module.scss";
import styles from "./series-watch.module.scss";

type Props = {
  seriesId: number;
  /** The English title: the slug of every episode URL. */
  slugTitle: string;
  title: string;
  locale: Locale;
  /** Seasons with episodes, in order (lib/catalogue/episodes playableSeasons). */
  seasons: Season[];
  /** What the URL asked for (SPEC §2 parser), as the server read it. */
  requested: { season: number | null; episode: number | null };
  host: string;
  fallbackImage: string | null;
};

function pathOf(seriesId: number, slugTitle: string, choice: EpisodeChoice): string {
  return seriesPath(seriesId, slugTitle, {
    season: choice.season.season_no,
    episode: choice.episode.episode_no,
  });
}

/**
 * A series' player with its season selector and episode list (issue 5). Choosing an episode plays it
 * and updates the URL without reloading; the back button goes back through the episodes. When the URL
 * names no valid episode, the viewer's last watched one is chosen once their history arrives.
 */
export function SeriesWatch({
  seriesId,
  slugTitle,
  title,
  locale,
  seasons,
  requested,
  host,
  fallbackImage,
}: Props) {
  const t = useTranslations("watch");
  const seasonSelectId = useId();
  // What the viewer picked on this page; until then the URL's episode, else their last watched one.
  const [picked, setPicked] = useState<EpisodeChoice | null>(null);
  const [viewedSeasonId, setViewedSeasonId] = useState<number | null>(null);
  const [autoStart, setAutoStart] = useState(false);
  const [countdownFrom, setCountdownFrom] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const { history, ready, saverFor, source } = useWatchHistory("series", seriesId);
  const choice = picked ?? chooseEpisode(seasons, requested.season, requested.episode, history?.last ?? null);

  const select = useCallback(
    (next: EpisodeChoice, { play, push }: { play: boolean; push: boolean }) => {
      setPicked(next);
      setViewedSeasonId(null);
      setAutoStart(play);
      setCountdownFrom(null);
      if (push)
        window.history.pushState(null, "", pathOf(seriesId, slugTitle, next) + window.location.search);
    },
    [seriesId, slugTitle],
  );

  // The URL named no valid episode and the last watched one was chosen: the address says which.
  const fallbackPath =
    !picked && history?.last && choice && !requestedEpisode(seasons, requested.season, requested.episode)
      ? pathOf(seriesId, slugTitle, choice)
      : null;
  useEffect(() => {
    if (fallbackPath) window.history.replaceState(null, "", fallbackPath + window.location.search);
  }, [fallbackPath]);

  // Back and forward move between the episodes the viewer chose.
  useEffect(() => {
    const onPop = () => {
      const segment = window.location.pathname.split("/").at(-1) ?? "";
      const { season, episode } = parseSeriesSegment(segment);
      const target = chooseEpisode(seasons, season, episode, history?.last ?? null);
      if (target) select(target, { play: false, push: false });
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [seasons, history, select]);

  const next = useMemo(() => (choice ? nextEpisode(seasons, choice.episode.id) : null), [seasons, choice]);

  // The autoplay countdown after an episode ends; at zero the next episode plays.
  useEffect(() => {
    if (countdownFrom === null || !next) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (secondsLeft(countdownFrom, at) === 0) select(next, { play: true, push: true });
    }, 250);
    return () => clearInterval(timer);
  }, [countdownFrom, next, select]);
  const left = countdownFrom === null ? null : secondsLeft(countdownFrom, Math.max(now, countdownFrom));

  if (!choice) {
    return <p className={styles.empty}>{t("noEpisodes")}</p>;
  }

  const positions = new Map((history?.entries ?? []).map((entry) => [entry.episode_id, entry]));
  const saved = positions.get(choice.episode.id);
  const savedPosition = !ready ? undefined : saved && !saved.finished ? saved.position_sec : null;
  const viewed = seasons.find((s) => s.id === viewedSeasonId) ?? choice.season;
  const episodeTitle = titleOf(choice.episode, locale);

  function onEpisodeClick(event: MouseEvent<HTMLAnchorElement>, target: EpisodeChoice) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    select(target, { play: true, push: true });
    document.getElementById("player")?.scrollIntoView({ block: "center" });
  }

  const stagePoster = imageUrl("episode", choice.episode.image, host) ?? fallbackImage;
  return (
    <div className={styles.seriesWatch}>
      {source}
      <div id="player" className={styles.playerWrap}>
        <WatchPlayer
          key={choice.episode.id}
          title={`${title} — ${episodeTitle}`}
          src={mediaUrl(choice.episode.media, host)}
          poster={stagePoster}
          picture={<StagePicture src={stagePoster} />}
          subtitles={choice.episode.subtitles.map((s) => ({ ...s, src: mediaUrl(s.src, host) ?? s.src }))}
          savedPosition={savedPosition}
          autoStart={autoStart}
          onProgress={saverFor(choice.episode.id)}
          onEnded={() => next && setCountdownFrom(Date.now())}
        />
        {left !== null && next ? (
          <div className={styles.countdown} role="status" data-testid="autoplay-countdown">
            <p className={styles.upNext}>{t("upNext", { title: titleOf(next.episode, locale) })}</p>
            <p>{t("countdown", { seconds: left || AUTOPLAY_SECONDS })}</p>
            <div className={styles.countdownActions}>
              <Button
                className={actionStyles.action}
                onClick={() => select(next, { play: true, push: true })}
              >
                {t("playNow")}
              </Button>
              <Button
                variant="secondary"
                className={actionStyles.action}
                onClick={() => setCountdownFrom(null)}
              >
                {t("cancel")}
              </Button>
            </div>
          </div>
        ) : null}
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
            href={pathOf(seriesId, slugTitle, next)}
            className={buttonClassName({ variant: "secondary", className: actionStyles.action })}
            onClick={(event) => onEpisodeClick(event, next)}
          >
            <SkipForward aria-hidden="true" size={18} />
            {t("nextEpisode")}
          </a>
        ) : null}
      </div>

      <section className={styles.episodes} aria-labelledby={`${seasonSelectId}-heading`}>
        <div className={styles.episodesHead}>
          <h2 id={`${seasonSelectId}-heading`} className={styles.sectionTitle}>
            {t("episodes")}
          </h2>
          {seasons.length > 1 ? (
            <label className={styles.seasonSelect}>
              <span className="visually-hidden">{t("seasonLabel")}</span>
              <select
                value={viewed.id}
                onChange={(event) => setViewedSeasonId(Number(event.currentTarget.value))}
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
                  href={pathOf(seriesId, slugTitle, target)}
                  className={clsx(styles.episode, current && styles.current)}
                  aria-current={current ? "true" : undefined}
                  onClick={(event) => onEpisodeClick(event, target)}
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
