"use client";

import { useRef, useState, type CSSProperties } from "react";
import { useTranslations } from "next-intl";
import { formatClock } from "@/lib/player/progress";
import { tileAt } from "@/lib/player/storyboard";
import { usePlayerActions, usePlayerState } from "./player-store";
import styles from "./seek-bar.module.scss";

/** A share of the duration as a CSS percentage (0% while the duration is unknown). */
function percentOf(part: number, duration: number): string {
  return `${Number.isFinite(duration) && duration > 0 ? (part / duration) * 100 : 0}%`;
}

type Preview = { time: number; share: number };

/**
 * The position slider; its track paints the played and the buffered shares. Hovering it, dragging
 * it or moving it with the keyboard shows a preview of that moment over it: the storyboard's tile
 * (lib/player/storyboard) and the time, or the time alone; a keyboard seek (here or the player's
 * shortcuts) is previewed for a while (PlayerState.keyboardAt).
 */
export function SeekBar() {
  const t = useTranslations("player");
  const { seekTo, previewKeyboardSeek } = usePlayerActions();
  const time = usePlayerState((s) => s.time);
  const duration = usePlayerState((s) => s.duration);
  const buffered = usePlayerState((s) => s.buffered);
  const tiles = usePlayerState((s) => s.tiles);
  const keyboardAt = usePlayerState((s) => s.keyboardAt);
  const end = Number.isFinite(duration) ? duration : 0;
  const [pointed, setPointed] = useState<Preview | null>(null);
  const pointerOver = useRef(false);
  const preview =
    pointed ??
    (keyboardAt !== null && end > 0 ? { time: keyboardAt, share: Math.min(1, keyboardAt / end) } : null);

  function previewAt(clientX: number, bar: HTMLElement) {
    const rect = bar.getBoundingClientRect();
    if (end <= 0 || rect.width <= 0 || !Number.isFinite(clientX)) return;
    const share = Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
    setPointed({ time: share * end, share });
  }

  const tile = preview ? tileAt(tiles, preview.time) : null;
  const picture: CSSProperties | undefined = tile
    ? tile.rect
      ? {
          backgroundImage: `url("${tile.url}")`,
          backgroundPosition: `${-tile.rect.x}px ${-tile.rect.y}px`,
          width: tile.rect.w,
          height: tile.rect.h,
        }
      : { backgroundImage: `url("${tile.url}")`, backgroundSize: "cover" }
    : undefined;

  return (
    <div className={styles.seekWrap}>
      {preview ? (
        <div
          className={styles.seekPreview}
          data-testid="seek-preview"
          aria-hidden="true"
          style={{ ["--at" as string]: preview.share }}
        >
          {picture ? <div className={styles.seekPicture} style={picture} data-testid="seek-tile" /> : null}
          <span className={styles.seekTime}>{formatClock(preview.time)}</span>
        </div>
      ) : null}
      <input
        type="range"
        className={styles.seek}
        aria-label={t("seek")}
        aria-valuetext={t("position", { time: formatClock(time), duration: formatClock(duration) })}
        min={0}
        max={end}
        step={1}
        value={Math.min(time, end)}
        onPointerMove={(event) => {
          pointerOver.current = true;
          previewAt(event.clientX, event.currentTarget);
        }}
        onPointerLeave={() => {
          pointerOver.current = false;
          setPointed(null);
        }}
        onChange={(event) => {
          const to = Number(event.currentTarget.value);
          seekTo(to);
          // Moved by the keyboard (a pointer's drag previews where the pointer is).
          if (!pointerOver.current) previewKeyboardSeek(to);
        }}
        style={{
          // Played and buffered shares paint the track (a CSS gradient reads them).
          ["--played" as string]: percentOf(time, duration),
          ["--buffered" as string]: percentOf(buffered, duration),
        }}
      />
    </div>
  );
}
