"use client";

import { useTranslations } from "next-intl";
import { errorAttributes, LabelledField } from "@/components/ui/labelled-field";
import { TextField } from "@/components/ui/text-field";
import fieldStyles from "@/components/ui/text-field.module.scss";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { CodeOption } from "@/lib/i18n/codes";
import type { EditorValues } from "@/lib/studio/title-editor";
import styles from "./studio.module.scss";
import { FormSelect } from "@/components/ui/form-select";

export type TitleFieldsProps = {
  kind: TitleKind;
  values: EditorValues;
  /** The server's message for each refused field. */
  fields: Record<string, string>;
  /** Every country and language, named in the page's language (lib/i18n/codes.ts). */
  countries: CodeOption[];
  languages: CodeOption[];
};

/**
 * What a new title and the editor both ask: the English and Vietnamese title and description side by
 * side, then what both languages share (a film's running time among it).
 */
export function TitleFields({ kind, values, fields, countries, languages }: TitleFieldsProps) {
  const t = useTranslations("studio.catalogue");
  const field = (name: keyof EditorValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} name={name} defaultValue={values[name]} error={fields[name]} {...extra} />
  );
  const description = (name: "description_en" | "description_vi", lang: "en" | "vi") => (
    <LabelledField id={name} label={t("description")} error={fields[name]} classes={fieldStyles}>
      <textarea
        id={name}
        name={name}
        lang={lang}
        rows={8}
        className={`${fieldStyles.input} ${styles.textarea}`}
        defaultValue={values[name]}
        {...errorAttributes(name, fields[name])}
      />
    </LabelledField>
  );
  const choice = (name: "country" | "original_language", label: string, options: CodeOption[]) => (
    <LabelledField id={name} label={label} error={fields[name]} classes={fieldStyles}>
      <FormSelect
        id={name}
        name={name}
        className={`${fieldStyles.input} ${styles.select}`}
        defaultValue={values[name]}
        {...errorAttributes(name, fields[name])}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </FormSelect>
    </LabelledField>
  );
  return (
    <>
      <div className={styles.languages}>
        <fieldset lang="en">
          <legend>{t("english")}</legend>
          {field("title_en", t("titleField"))}
          {description("description_en", "en")}
        </fieldset>
        <fieldset lang="vi">
          <legend>{t("vietnamese")}</legend>
          {field("title_vi", t("titleField"))}
          {description("description_vi", "vi")}
        </fieldset>
      </div>
      <fieldset className={styles.details}>
        <legend>{t("details")}</legend>
        {field("year", t("year"), { inputMode: "numeric" })}
        {kind === "movie" ? field("duration_min", t("durationMin"), { inputMode: "numeric" }) : null}
        {choice("country", t("country"), countries)}
        {choice("original_language", t("originalLanguage"), languages)}
      </fieldset>
    </>
  );
}
