"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { StudioPackaging } from "@/lib/contract/studio-packagings";
import { mediaUrl } from "@/lib/media";
import { formatClock } from "@/lib/player/progress";
import type { CorrectionOutcome } from "@/lib/studio/upload-actions";
import { percentOf } from "@/lib/studio/upload-files";
import type { draftBody } from "@/lib/studio/timeline";
import type { ArtworkPlace, ArtworkState } from "@/lib/studio/artwork-form";
import { FramePicker } from "./frame-picker";
import { SegmentTimeline } from "./segment-timeline";
import styles from "./uploads.module.scss";

type Props = {
  packaging: StudioPackaging;
  /** The episode it is for, as the panel names it; null for a film. */
  episode: string | null;
  mediaHost: string;
  step: (id: number, which: "publish" | "cancel") => Promise<void>;
  correct: (segments: ReturnType<typeof draftBody> | null) => Promise<CorrectionOutcome>;
  /** What its frames may become (lib/studio/frame-artwork). */
  places: ArtworkPlace[];
  uploadArtworkAction: (previous: ArtworkState, form: FormData) => Promise<ArtworkState>;
};

/**
 * One packaging: what it made, how far it has got, the parts to skip found (or corrected), and what
 * can be done now: cancel while it waits or runs, or has failed and may be tried again; once ready, correct its parts on a timeline and
 * publish it, and choose the title's artwork from its pictures.
 */
export function PackagingRow({ packaging, episode, mediaHost, step, correct, ...artwork }: Props) {
  const t = useTranslations("studio.packaging");
  const kinds = useTranslations("studio.catalogue.playback.kinds");
  const locale = useLocale();
  const { id, segments, state } = packaging;
  const editable = state === "ready" && !packaging.published;
  const [opened, setOpened] = useState(false);
  const [picturesOpened, setPicturesOpened] = useState(false);
  const parts = (segments ?? [])
    .map((s) => `${kinds(s.kind)} ${formatClock(s.start_sec)}–${formatClock(s.end_sec)}`)
    .join(" · ");
  return (
    <li className={styles.row} data-state={state}>
      <div className={styles.file}>
        <strong>
          {t("numbered", { id })}
          {episode !== null ? ` · ${episode}` : ""}
        </strong>
        <span>
          {[
            ...packaging.rungs,
            ...packaging.audio.map((a) => (locale === "vi" ? a.name_vi : a.name_en)),
          ].join(" · ")}
        </span>
      </div>
      <p className={packaging.failed_text ? styles.error : styles.state}>
        {packaging.failed_text ??
          (packaging.published
            ? t("playing")
            : t(`states.${state}`, { percent: percentOf(packaging.progress ?? 0) }))}
      </p>
      {segments ? (
        <p className={styles.state}>
          {segments.length === 0
            ? t(packaging.corrected ? "correctedNothing" : "foundNothing")
            : t(packaging.corrected ? "corrected" : "found", { parts })}
        </p>
      ) : null}
      {state === "running" ? (
        <progress max={100} value={percentOf(packaging.progress ?? 0)} aria-label={t("progressOf", { id })} />
      ) : null}
      {editable ? (
        <details className={styles.more} onToggle={(event) => setOpened(event.currentTarget.open)}>
          <summary>{t("timeline.open")}</summary>
          {opened ? (
            <SegmentTimeline
              packaging={packaging}
              storyboardUrl={
                packaging.storyboard ? mediaUrl(`/media/${packaging.storyboard}`, mediaHost) : null
              }
              correct={correct}
            />
          ) : null}
        </details>
      ) : null}
      {state === "ready" && packaging.frames.length > 0 ? (
        <details className={styles.more} onToggle={(event) => setPicturesOpened(event.currentTarget.open)}>
          <summary>{t("frames.open")}</summary>
          {picturesOpened ? (
            <FramePicker frames={packaging.frames} mediaHost={mediaHost} {...artwork} />
          ) : null}
        </details>
      ) : null}
      {editable ? (
        <div className={styles.actions}>
          <Button size="sm" onClick={() => void step(id, "publish")}>
            {t("publish")}
          </Button>
        </div>
      ) : null}
      {state === "queued" || state === "running" || state === "failed" ? (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t("cancelOf", { id })}
            onClick={() => void step(id, "cancel")}
          >
            {t("cancel")}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
