"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import markdownStyles from "@/components/blog/markdown-body.module.scss";
import { errorAttributes, LabelledField } from "@/components/ui/labelled-field";
import fieldStyles from "@/components/ui/text-field.module.scss";
import { renderMarkdown } from "@/lib/blog/markdown";
import styles from "./studio.module.scss";
import { useTypedText } from "./use-typed-text";

/**
 * A post's body in one language: Markdown typed on the left (above, on a phone), and below it the
 * preview as the post's page draws it, by the same renderer and styles (lib/blog/markdown.ts), kept
 * current as the editor types. The textarea stays the form's own field, so the form posts without
 * script.
 */
export function MarkdownField({
  name,
  lang,
  label,
  defaultValue,
  error,
}: {
  name: string;
  lang: "en" | "vi";
  label: string;
  defaultValue: string;
  error?: string;
}) {
  const t = useTranslations("studio.blog");
  const { shown, onInput } = useTypedText(defaultValue);
  const html = useMemo(() => renderMarkdown(shown), [shown]);
  const previewId = `${name}-preview`;
  return (
    <>
      <LabelledField id={name} label={label} error={error} classes={fieldStyles}>
        <textarea
          id={name}
          name={name}
          lang={lang}
          rows={14}
          className={`${fieldStyles.input} ${styles.textarea} ${styles.markdownInput}`}
          defaultValue={defaultValue}
          onInput={onInput}
          {...errorAttributes(name, error)}
        />
      </LabelledField>
      <p className={styles.muted}>{t("markdownHint")}</p>
      <section className={styles.preview} aria-labelledby={`${previewId}-heading`} lang={lang}>
        <h3 id={`${previewId}-heading`} className={styles.previewHeading}>
          {t("preview")}
        </h3>
        {shown.trim() === "" ? (
          <p className={styles.muted}>{t("previewEmpty")}</p>
        ) : (
          // The renderer escapes typed HTML and refuses script links: what the post's page shows.
          <div className={markdownStyles.markdown} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </section>
    </>
  );
}
