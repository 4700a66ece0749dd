"use client";

import { useCallback, useEffect, useMemo, useState, type MouseEvent } from "react";
import { useTranslations } from "next-intl";
import type { Season } from "@/lib/contract/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { chooseEpisode, nextEpisode, requestedEpisode, type EpisodeChoice } from "@/lib/catalogue/episodes";
import { titleOf } from "@/lib/catalogue/titles";
import { mediaUrl } from "@/lib/media";
import { AUTOPLAY_SECONDS, secondsLeft } from "@/lib/player/countdown";
import { isPlainClick } from "@/lib/dom-input";
import { parseSeriesSegment } from "@/lib/tvseries-route";
import { PLAYER_START_EVENT } from "@/components/player/events";
import { StagePicture } from "@/components/player/stage-picture";
import { WatchPlayer } from "@/components/player/watch-player";
import { handoffExtension } from "@/components/player/handoff-extension";
import { useWatchHistory } from "@/components/player/use-watch-history";
import { Button } from "@/components/ui/button";
import { episodePath, episodeStage, SeriesWatchView } from "./series-watch-view";
import type { SeriesEarlyInput } from "./series-early-input";
import actionStyles from "./title-actions.module.scss";
import styles from "./series-watch.module.scss";

export type SeriesWatchProps = {
  seriesId: number;
  /** The English title: the slug of every episode URL. */
  slugTitle: string;
  title: string;
  /** The series' original language: its episodes' (PlayableMedia's audioLanguage). */
  audioLanguage: string;
  locale: Locale;
  /** Seasons with episodes, in order (lib/catalogue/episodes playableSeasons). */
  seasons: Season[];
  /** What the URL asked for (product §2.4's reading), as the server read it. */
  requested: { season: number | null; episode: number | null };
  host: string;
  fallbackImage: string | null;
  /** The document's title for an episode, with "{episode}" where its heading goes (the server's metadata, written once). */
  episodeDocumentTitle: string;
  /** What the viewer did on the server's drawing before this part arrived (./series-on-demand.tsx). */
  early?: SeriesEarlyInput | null;
};

/**
 * A series' player with its season selector and episode list (issue 5), live: choosing an episode
 * plays it and updates the URL without reloading; the back button goes back through the episodes.
 * When the URL names no valid episode, the viewer's last watched one is chosen once their history
 * arrives. Loaded on demand by ./series-on-demand.tsx over the server's drawing of the same.
 */
export function SeriesWatch({ early, ...props }: SeriesWatchProps) {
  const {
    seriesId,
    slugTitle,
    title,
    audioLanguage,
    locale,
    seasons,
    requested,
    host,
    fallbackImage,
    episodeDocumentTitle,
  } = props;
  const t = useTranslations("watch");
  const { history, ready, saverFor, source } = useWatchHistory("series", seriesId);
  // What the viewer picked on this page (or on the server's list); until then the URL's episode,
  // else their last watched one.
  const [picked, setPicked] = useState<EpisodeChoice | null>(early?.pick ?? null);
  const [viewedSeasonId, setViewedSeasonId] = useState<number | null>(early?.seasonId ?? null);
  const [autoStart, setAutoStart] = useState(Boolean(early?.pick));
  const [countdownFrom, setCountdownFrom] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const choice = picked ?? chooseEpisode(seasons, requested.season, requested.episode, history?.last ?? null);

  const select = useCallback(
    (next: EpisodeChoice, { play, push }: { play: boolean; push: boolean }) => {
      setPicked(next);
      setViewedSeasonId(null);
      setAutoStart(play);
      setCountdownFrom(null);
      if (push)
        window.history.pushState(null, "", episodePath(seriesId, slugTitle, next) + window.location.search);
    },
    [seriesId, slugTitle],
  );

  // What was done on the server's drawing: an episode picked there is in the address and plays; a
  // Play pressed there starts the player (as the viewer's own press); the focus comes back.
  useEffect(() => {
    if (!early) return;
    if (early.pick) {
      window.history.pushState(
        null,
        "",
        episodePath(seriesId, slugTitle, early.pick) + window.location.search,
      );
      document.getElementById("player")?.scrollIntoView({ block: "center" });
    } else if (early.start) window.dispatchEvent(new Event(PLAYER_START_EVENT));
    early.restoreFocus?.();
    // Once, as this part replaces the server's drawing (which hands over no new input after that).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [early]);

  // The URL named no valid episode and the last watched one was chosen: the address says which.
  const fallbackPath =
    !picked && history?.last && choice && !requestedEpisode(seasons, requested.season, requested.episode)
      ? episodePath(seriesId, slugTitle, choice)
      : null;
  useEffect(() => {
    if (fallbackPath) window.history.replaceState(null, "", fallbackPath + window.location.search);
  }, [fallbackPath]);

  // The tab's title follows the episode the address names once the viewer (or their history) chose it.
  const addressed = picked ?? (fallbackPath ? choice : null);
  const addressedHeading =
    addressed &&
    t("episodeHeading", {
      season: addressed.season.season_no,
      episode: addressed.episode.episode_no,
      title: titleOf(addressed.episode, locale),
    });
  useEffect(() => {
    if (addressedHeading) document.title = episodeDocumentTitle.replace("{episode}", addressedHeading);
  }, [addressedHeading, episodeDocumentTitle]);

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
  const startCountdown = () => setCountdownFrom((running) => running ?? Date.now());
  const handoff = handoffExtension("series", seriesId, choice?.episode.id ?? null);

  if (!choice) {
    return <p className={styles.empty}>{t("noEpisodes")}</p>;
  }

  const positions = new Map((history?.entries ?? []).map((entry) => [entry.episode_id, entry]));
  const saved = positions.get(choice.episode.id);
  const savedPosition = !ready ? undefined : saved && !saved.finished ? saved.position_sec : null;
  const viewed = seasons.find((s) => s.id === viewedSeasonId) ?? choice.season;

  function episodeClick(event: MouseEvent<HTMLAnchorElement>, target: EpisodeChoice) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    select(target, { play: true, push: true });
    document.getElementById("player")?.scrollIntoView({ block: "center" });
  }

  const stage = episodeStage(choice, { title, locale, host, fallbackImage });
  return (
    <>
      {source}
      <SeriesWatchView
        {...props}
        choice={choice}
        next={next}
        viewed={viewed}
        positions={positions}
        handlers={{ episodeClick, seasonChange: setViewedSeasonId }}
        player={
          <WatchPlayer
            key={choice.episode.id}
            media={{
              title: stage.title,
              src: stage.src,
              poster: stage.still,
              subtitles: choice.episode.subtitles.map((s) => ({ ...s, src: mediaUrl(s.src, host) ?? s.src })),
              audioLanguage,
              segments: choice.episode.segments,
              audio: choice.episode.audio,
              storyboard: mediaUrl(choice.episode.storyboard, host),
              session: { kind: "series", id: seriesId, episodeId: choice.episode.id },
            }}
            picture={<StagePicture src={stage.still} />}
            savedPosition={savedPosition}
            autoStart={autoStart}
            extensions={[
              { id: "history", onProgress: saverFor(choice.episode.id) },
              handoff,
              // The credits bring the countdown forward (the viewer can cancel it and stay); the end
              // starts it unless it is already running.
              next
                ? {
                    id: "next-episode",
                    onCredits: startCountdown,
                    onEnded: startCountdown,
                    onNext: () => select(next, { play: true, push: true }),
                  }
                : null,
            ]}
          />
        }
        overlay={
          left !== null && next ? (
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
          ) : null
        }
      />
    </>
  );
}
