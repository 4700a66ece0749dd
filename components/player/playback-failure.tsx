"use client";

import { RotateCcw } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import styles from "./playback-failure.module.scss";
import type { Failure } from "./use-hls";

/** Why the video cannot play, with "Try again". */
export function PlaybackFailure({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  const t = useTranslations("player");
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.failureTitle}>{t("error.title")}</p>
      <p className={styles.failureText}>{t(`error.${failure}`)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        <RotateCcw aria-hidden="true" size={18} />
        {t("retry")}
      </button>
    </div>
  );
}
