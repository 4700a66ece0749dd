"use client";

import { useTranslations } from "next-intl";
import { formatClock } from "@/lib/player/progress";
import styles from "./player.module.scss";

/** A share of the duration as a CSS percentage (0% while the duration is unknown). */
function percentOf(part: number, duration: number): string {
  return `${Number.isFinite(duration) && duration > 0 ? (part / duration) * 100 : 0}%`;
}

/** The position slider; its track paints the played and the buffered shares. */
export function SeekBar({
  time,
  duration,
  buffered,
  onSeek,
}: {
  time: number;
  duration: number;
  buffered: number;
  onSeek: (to: number) => void;
}) {
  const t = useTranslations("player");
  const end = Number.isFinite(duration) ? duration : 0;
  return (
    <input
      type="range"
      className={styles.seek}
      aria-label={t("seek")}
      aria-valuetext={t("position", { time: formatClock(time), duration: formatClock(duration) })}
      min={0}
      max={end}
      step={1}
      value={Math.min(time, end)}
      onChange={(event) => onSeek(Number(event.currentTarget.value))}
      style={{
        // Played and buffered shares paint the track (a CSS gradient reads them).
        ["--played" as string]: percentOf(time, duration),
        ["--buffered" as string]: percentOf(buffered, duration),
      }}
    />
  );
}
