"use client";

import { useLocale, useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";
import { formatDateTime } from "@/lib/date-time";
import { toLocale } from "@/lib/i18n/config";
import styles from "./studio.module.scss";

/**
 * Who sees a title or a post: a draft only the studio sees, or viewers from a time (a later one
 * schedules it; empty: now). The texts are the editor's own (studio.catalogue or studio.blog).
 */
export function VisibilityFields({
  namespace,
  values,
  error,
}: {
  namespace: "studio.catalogue" | "studio.blog";
  values: { visibility: string; published_at: string };
  /** The server's message for `published_at`. */
  error?: string;
}) {
  const t = useTranslations(namespace);
  return (
    <fieldset className={styles.visibility}>
      <legend>{t("visibility")}</legend>
      <label className={styles.choice}>
        <input type="radio" name="visibility" value="draft" defaultChecked={values.visibility === "draft"} />
        {t("visibilityDraft")}
      </label>
      <label className={styles.choice}>
        <input
          type="radio"
          name="visibility"
          value="public"
          defaultChecked={values.visibility === "public"}
        />
        {t("visibilityPublic")}
      </label>
      <TextField
        label={t("publishedAt")}
        name="published_at"
        type="datetime-local"
        defaultValue={values.published_at}
        error={error}
      />
      <p className={styles.muted}>{t("publishedNote")}</p>
    </fieldset>
  );
}

/** Where a title or a post stands: a draft, scheduled for a time, or public since one. */
export function PublicationLine({
  namespace,
  publishedAt,
  state,
}: {
  namespace: "studio.catalogue" | "studio.blog";
  publishedAt: string | null;
  state: "draft" | "scheduled" | "published";
}) {
  const t = useTranslations(namespace);
  const locale = toLocale(useLocale());
  const when = (iso: string) => formatDateTime(iso, locale);
  const line =
    publishedAt === null || state === "draft"
      ? t("draftLine")
      : state === "scheduled"
        ? t("scheduledLine", { date: when(publishedAt) })
        : t("publishedLine", { date: when(publishedAt) });
  return <p className={styles.muted}>{line}</p>;
}
