"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useStoryboard } from "@/components/player/use-storyboard";
import type { StudioPackaging } from "@/lib/contract/studio-packagings";
import { SEGMENT_KINDS } from "@/lib/player/segments";
import { formatClock } from "@/lib/player/progress";
import {
  bandOf,
  draftBody,
  draftFieldOf,
  framesOf,
  segmentDraft,
  tileBackground,
  type DraftField,
  type SegmentDraft,
} from "@/lib/studio/timeline";
import type { CorrectionOutcome } from "@/lib/studio/upload-actions";
import styles from "./timeline.module.scss";

type Props = {
  packaging: StudioPackaging;
  /** The storyboard's address (on the media host). */
  storyboardUrl: string | null;
  correct: (segments: ReturnType<typeof draftBody> | null) => Promise<CorrectionOutcome>;
};

/** Frames along the strip: enough to find a cut, few enough to load at once. */
const FRAMES = 12;

/** The natural size of the storyboard's sprite, to draw its tiles at any size. */
function useSpriteSize(url: string | undefined) {
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    image.onload = () => setSize({ url, width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
    return () => {
      image.onload = null;
    };
  }, [url]);
  return size && size.url === url ? size : null;
}

/**
 * A ready packaging's timeline: its frames, the recap, intro and credits drawn over them as the fields
 * say, and a start and end per part, in seconds, to correct before publishing (or go back to what was
 * found). Only loaded when opened.
 */
export function SegmentTimeline({ packaging, storyboardUrl, correct }: Props) {
  const t = useTranslations("studio.packaging.timeline");
  const playback = useTranslations("studio.catalogue.playback");
  const [draft, setDraft] = useState<SegmentDraft>(() => segmentDraft(packaging.segments));
  const [fields, setFields] = useState<Partial<Record<DraftField, string>>>({});
  const [status, setStatus] = useState<{ text: string; refused: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const tiles = useStoryboard(storyboardUrl);
  const duration = packaging.duration_sec ?? tiles.at(-1)?.end ?? 0;
  const frames = framesOf(tiles, duration, FRAMES);
  const sprite = useSpriteSize(frames.find((f) => f.tile.rect)?.tile.url);

  async function save(segments: ReturnType<typeof draftBody> | null) {
    setPending(true);
    const outcome = await correct(segments);
    setPending(false);
    if (outcome.ok) {
      setDraft(segmentDraft(outcome.segments));
      setFields({});
      setStatus({ text: segments ? t("saved") : t("restored"), refused: false });
      return;
    }
    const sent = segments ?? [];
    setFields(
      Object.fromEntries(
        Object.entries(outcome.fields).flatMap(([key, text]) => {
          const field = draftFieldOf(key, sent);
          return field ? [[field, text]] : [];
        }),
      ),
    );
    setStatus({ text: outcome.message ?? t("refused"), refused: true });
  }

  const parts = SEGMENT_KINDS.flatMap((kind) => {
    const band = bandOf(draft[kind], duration);
    return band ? [{ kind, band }] : [];
  });
  const described = parts
    .map(({ kind }) => `${playback(`kinds.${kind}`)} ${draft[kind].start}–${draft[kind].end} s`)
    .join(", ");
  return (
    <div className={styles.timeline}>
      <p className={styles.help}>{t("help")}</p>
      {/* Scrolls sideways on a phone: focusable, so a keyboard scrolls it too (axe's scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} tabIndex={0}>
        <div
          className={styles.strip}
          role="img"
          aria-label={t("strip", { length: formatClock(duration), parts: described || t("nothing") })}
        >
          <div className={styles.frames}>
            {frames.map(({ at, tile }) => (
              <span key={at} className={styles.frame} style={tileBackground(tile, sprite)} />
            ))}
            {parts.map(({ kind, band }) => (
              <span
                key={kind}
                className={styles.span}
                data-kind={kind}
                style={{ left: `${band.left}%`, width: `${band.width}%` }}
              />
            ))}
          </div>
          <div className={styles.track}>
            {parts.map(({ kind, band }) => (
              <span
                key={kind}
                className={styles.band}
                data-kind={kind}
                style={{ left: `${band.left}%`, width: `${band.width}%` }}
              >
                {playback(`kinds.${kind}`)}
              </span>
            ))}
          </div>
          <div className={styles.ruler}>
            <span>{formatClock(0)}</span>
            <span>{formatClock(duration)}</span>
          </div>
        </div>
      </div>
      {SEGMENT_KINDS.map((kind) => (
        <div key={kind} className={styles.part} role="group" aria-label={playback(`kinds.${kind}`)}>
          {(["start", "end"] as const).map((edge) => {
            const field: DraftField = `${kind}_${edge}`;
            const error = fields[field];
            const id = `packaging-${packaging.id}-${field}`;
            return (
              <label key={edge}>
                <span>{playback(edge === "start" ? "from" : "to", { part: playback(`kinds.${kind}`) })}</span>
                <input
                  inputMode="numeric"
                  value={draft[kind][edge]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) =>
                    setDraft({ ...draft, [kind]: { ...draft[kind], [edge]: event.currentTarget.value } })
                  }
                />
                {error ? (
                  <span id={`${id}-error`} className={styles.error}>
                    {error}
                  </span>
                ) : null}
              </label>
            );
          })}
        </div>
      ))}
      <div className={styles.actions}>
        <Button size="sm" disabled={pending} onClick={() => void save(draftBody(draft))}>
          {t("save")}
        </Button>
        {packaging.corrected ? (
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => void save(null)}>
            {t("asFound")}
          </Button>
        ) : null}
      </div>
      <p role="status" className={status?.refused ? styles.error : styles.help}>
        {status?.text ?? ""}
      </p>
    </div>
  );
}
