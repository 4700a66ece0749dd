import type { ReactNode } from "react";
import { Play } from "@/components/ui/icons";
import styles from "./stage.module.scss";

/**
 * The stage before the player loads: the still, a spinner while busy, and what sits on it. Drawn the
 * same by the server (a series page before its live part: components/watch/series-watch-section.tsx)
 * and by ./watch-player.tsx.
 */
export function PosterStage({
  picture,
  busy,
  children,
}: {
  picture?: ReactNode;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={styles.stage} data-state={busy ? "loading" : "poster"} aria-busy={busy || undefined}>
      {picture}
      {busy ? <span className={styles.buffering} /> : null}
      {children}
    </div>
  );
}

/** The stage's big Play button: "Play …" (a round mark, the words for screen readers) or "Resume from …". */
export function PlayButton({
  label,
  resume,
  onClick,
}: {
  label: string;
  resume?: boolean;
  onClick?: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.bigPlay}
      onClick={onClick}
      data-testid="play"
      data-resume={resume || undefined}
    >
      <Play aria-hidden="true" size={32} />
      <span>{label}</span>
    </button>
  );
}

/** The stage's word when a title cannot be played yet. */
export function Unavailable({ children }: { children: ReactNode }) {
  return (
    <p className={styles.unavailable} role="status">
      {children}
    </p>
  );
}
