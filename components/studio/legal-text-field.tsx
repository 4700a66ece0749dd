"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { LegalSections } from "@/components/legal/legal-sections";
import { errorAttributes, LabelledField } from "@/components/ui/labelled-field";
import fieldStyles from "@/components/ui/text-field.module.scss";
import { textToSections } from "@/lib/legal/sections-text";
import styles from "./studio.module.scss";
import { useTypedText } from "./use-typed-text";

/**
 * A legal document's text in one language ("## " headings, paragraphs between blank lines), and below
 * it the preview as the page draws it (components/legal/legal-sections.tsx), kept current as the
 * editor types; text the page could not show is said so in place of the preview.
 */
export function LegalTextField({
  name,
  lang,
  defaultValue,
  error,
}: {
  name: "text_en" | "text_vi";
  lang: "en" | "vi";
  defaultValue: string;
  error?: string;
}) {
  const t = useTranslations("studio.legal");
  const { shown, onInput } = useTypedText(defaultValue);
  const parsed = useMemo(() => textToSections(shown), [shown]);
  return (
    <>
      <LabelledField id={name} label={t("text")} error={error} classes={fieldStyles}>
        <textarea
          id={name}
          name={name}
          lang={lang}
          rows={16}
          className={`${fieldStyles.input} ${styles.textarea} ${styles.markdownInput}`}
          defaultValue={defaultValue}
          onInput={onInput}
          {...errorAttributes(name, error)}
        />
      </LabelledField>
      <p className={styles.muted}>{t("textHint")}</p>
      <section className={styles.preview} aria-labelledby={`${name}-preview-heading`} lang={lang}>
        <h3 id={`${name}-preview-heading`} className={styles.previewHeading}>
          {t("preview")}
        </h3>
        {"sections" in parsed ? (
          <LegalSections sections={parsed.sections} idPrefix={`${name}-section`} />
        ) : (
          <p className={styles.muted}>{t("previewProblem")}</p>
        )}
      </section>
    </>
  );
}
