"use client";

import { useTranslations } from "next-intl";
import { errorAttributes, LabelledField } from "@/components/ui/labelled-field";
import fieldStyles from "@/components/ui/text-field.module.scss";
import type { EditorValues } from "@/lib/studio/title-editor";
import styles from "./studio.module.scss";

/** Who made the title: its directors and its cast in billing order, one name per line as credited. */
export function CreditFields({ values, fields }: { values: EditorValues; fields: Record<string, string> }) {
  const t = useTranslations("studio.catalogue.credits");
  const names = (name: "directors" | "cast", label: string, rows: number) => (
    <LabelledField id={name} label={label} error={fields[name]} classes={fieldStyles}>
      <textarea
        id={name}
        name={name}
        rows={rows}
        spellCheck={false}
        className={`${fieldStyles.input} ${styles.textarea}`}
        defaultValue={values[name]}
        {...errorAttributes(name, fields[name])}
      />
    </LabelledField>
  );
  return (
    <fieldset className={`${styles.details} ${styles.credits}`}>
      <legend>{t("legend")}</legend>
      <p className={styles.muted}>{t("help")}</p>
      {names("directors", t("directors"), 3)}
      {names("cast", t("cast"), 8)}
    </fieldset>
  );
}
