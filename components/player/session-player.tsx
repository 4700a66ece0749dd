"use client";

import { useTranslations } from "next-intl";
import { RotateCcw } from "@/components/ui/icons";
import { openSignIn } from "@/lib/auth/events";
import { browserEnv } from "@/lib/config/browser-env";
import { mediaUrl } from "@/lib/media";
import type { Screen } from "@/lib/contract/playback";
import { PosterStage } from "./poster-stage";
import { usePlaybackSession, type PlayTarget } from "./use-playback-session";
import { VideoPlayer, type VideoPlayerProps } from "./video-player";
import styles from "./player.module.scss";

export type SessionPlayerProps = Omit<VideoPlayerProps, "media"> & {
  media: VideoPlayerProps["media"] & { session?: PlayTarget };
};

/**
 * The player as pages load it (issue #38): a title with a playback session to ask for plays the
 * session's own addresses, and says why when it cannot (sign in, the way in, the screens in use, a
 * session stopped elsewhere). Media without one (a test's, an offline copy) plays its `src` as given.
 */
export function SessionPlayer(props: SessionPlayerProps) {
  const { session, ...media } = props.media;
  if (!session) return <VideoPlayer {...props} media={media} />;
  return <WithSession {...props} media={media} target={session} />;
}

function WithSession({ target, ...props }: VideoPlayerProps & { target: PlayTarget }) {
  const t = useTranslations("player.session");
  const { state, reopen, stopThere } = usePlaybackSession(target);
  switch (state.status) {
    case "opening":
      return <PosterStage busy />;
    case "ready":
      // On the media host, as every media address is (lib/media.ts): the site's own by default.
      return (
        <VideoPlayer
          key={state.session.id}
          {...props}
          media={{ ...props.media, src: mediaUrl(state.session.src, browserEnv.NEXT_PUBLIC_API_HOST)! }}
        />
      );
    case "refused":
      return (
        <Notice title={t(`refused.${state.reason}`)} text={state.message}>
          {state.reason === "sign_in" ? (
            <button type="button" className={styles.retry} onClick={() => openSignIn()}>
              {t("signIn")}
            </button>
          ) : null}
        </Notice>
      );
    case "screens":
      return (
        <Notice title={t("screensTitle")} text={t("screensText", { limit: state.limit })}>
          <Screens screens={state.screens} onStop={stopThere} />
          <TryAgain onClick={reopen} />
        </Notice>
      );
    case "over":
      return (
        <Notice title={t(`over.${state.reason}`)} text={state.message}>
          <button type="button" className={styles.retry} onClick={reopen}>
            {t("playHere")}
          </button>
        </Notice>
      );
    case "failed":
      return (
        <Notice title={t("failed")} text={t("failedText")}>
          <TryAgain onClick={reopen} />
        </Notice>
      );
  }
}

/** Said on the stage instead of the video; the stage grows to hold it on a narrow screen. */
function Notice({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className={styles.sessionNotice} role="alert">
      <p className={styles.failureTitle}>{title}</p>
      <p className={styles.failureText}>{text}</p>
      {children}
    </div>
  );
}

function TryAgain({ onClick }: { onClick: () => void }) {
  const t = useTranslations("player");
  return (
    <button type="button" className={styles.retry} onClick={onClick}>
      <RotateCcw aria-hidden="true" size={18} />
      {t("retry")}
    </button>
  );
}

/** The account's screens in use, each with a way to stop it there and play here instead. */
function Screens({ screens, onStop }: { screens: readonly Screen[]; onStop: (id: string) => void }) {
  const t = useTranslations("player.session");
  return (
    <ul className={styles.screens}>
      {screens.map((screen) => (
        <li key={screen.id}>
          <span>
            <strong>
              {screen.this_browser ? t("thisBrowser", { device: screen.device }) : screen.device}
            </strong>
            {" · "}
            {screen.title}
          </span>
          <button type="button" className={styles.retry} onClick={() => onStop(screen.id)}>
            {t("stopThere")}
          </button>
        </li>
      ))}
    </ul>
  );
}
