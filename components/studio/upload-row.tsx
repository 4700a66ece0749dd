"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { StudioUpload, UploadRole } from "@/lib/contract/studio-uploads";
import { formatClock } from "@/lib/player/progress";
import { percentOf, sizeText } from "@/lib/studio/upload-files";
import styles from "./uploads.module.scss";

/** A file on its way from this tab. */
export type Sending = {
  /** Its fingerprint (lib/studio/upload-files.ts). */
  key: string;
  /** The upload's id once the server has given one. */
  id: string | null;
  name: string;
  size: number;
  role: UploadRole | null;
  /** Reading it for its SHA-256, sending it, paused, failed (Resume goes on), or not a kind we take. */
  phase: "hashing" | "sending" | "paused" | "failed" | "refused";
  fraction: number;
  error: string | null;
};

type Props =
  | { sending: Sending; onPause: () => void; onResume: () => void; onCancel: () => void; listed?: never }
  | { listed: StudioUpload; sending?: never; onPause?: never; onResume?: never; onCancel?: never };

/** One file: its name, what it is, its size, where it stands, and what can be done with it. */
export function UploadRow(props: Props) {
  const t = useTranslations("studio.uploads");
  const locale = useLocale();
  const row = props.sending ?? { ...props.listed, name: props.listed.filename };
  const { phase, fraction, error } = props.sending ?? stateOf(props.listed);
  const percent = percentOf(fraction);
  const ready = props.listed?.state === "ready" ? props.listed : null;
  return (
    <li className={styles.row} data-state={phase}>
      <div className={styles.file}>
        <strong>{row.name}</strong>
        <span>
          {[row.role ? t(`roles.${row.role}`) : null, sizeText(row.size, locale)].filter(Boolean).join(" · ")}
        </span>
      </div>
      <p className={error ? styles.error : styles.state}>
        {error ?? t(`phases.${phase}`, { percent })}
        {ready && ready.duration_sec !== null ? (
          <span className={styles.facts}>
            {" "}
            {ready.width && ready.height ? `${ready.width}×${ready.height} · ` : ""}
            {formatClock(ready.duration_sec)}
          </span>
        ) : null}
      </p>
      {phase === "hashing" || phase === "sending" || phase === "checking" ? (
        <progress max={100} value={percent} aria-label={t("progressOf", { name: row.name })} />
      ) : null}
      {props.sending ? (
        <div className={styles.actions}>
          {phase === "sending" ? (
            <Button variant="secondary" size="sm" onClick={props.onPause}>
              {t("pause")}
            </Button>
          ) : null}
          {phase === "paused" || phase === "failed" ? (
            <Button variant="secondary" size="sm" onClick={props.onResume}>
              {t("resume")}
            </Button>
          ) : null}
          {phase !== "hashing" ? (
            <Button variant="secondary" size="sm" onClick={props.onCancel}>
              {t(phase === "refused" ? "dismiss" : "cancel")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

type ListedPhase = "receiving" | "checking" | "ready" | "refused" | "expired";

/** An upload as the server lists it, in the row's terms. */
function stateOf(upload: StudioUpload): { phase: ListedPhase; fraction: number; error: string | null } {
  if (upload.state === "receiving")
    return { phase: "receiving", fraction: upload.received / Math.max(1, upload.size), error: null };
  if (upload.state === "checking") return { phase: "checking", fraction: upload.progress ?? 0, error: null };
  return { phase: upload.state, fraction: 1, error: upload.refusal_text };
}
