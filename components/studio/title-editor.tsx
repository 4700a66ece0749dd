"use client";

import { useActionState } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { errorAttributes, LabelledField } from "@/components/ui/labelled-field";
import { TextField } from "@/components/ui/text-field";
import fieldStyles from "@/components/ui/text-field.module.scss";
import type { CodeOption } from "@/lib/i18n/codes";
import type { EditableField, TitleEditorState } from "@/lib/studio/title-editor";
import styles from "./studio.module.scss";

/**
 * A title's editor: English and Vietnamese side by side (the title and its description), then what
 * both languages share. Saving posts the form to the server (it works before any script runs); a
 * refused save keeps what was typed and names each wrong field.
 */
export function TitleEditor({
  initial,
  saveTitleAction,
  countries,
  languages,
}: {
  initial: TitleEditorState;
  /** The save (lib/studio/catalogue-actions.ts), handed down by the page: see StudioSignIn. */
  saveTitleAction: (state: TitleEditorState, form: FormData) => Promise<TitleEditorState>;
  /** Every country and language, named in the page's language (lib/i18n/codes.ts). */
  countries: CodeOption[];
  languages: CodeOption[];
}) {
  const t = useTranslations("studio.catalogue");
  const locale = useLocale();
  const format = useFormatter();
  const [state, save, pending] = useActionState(saveTitleAction, initial);
  const { title, values, fields = {} } = state;
  const field = (name: EditableField, label: string, extra: Record<string, unknown> = {}) => (
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
      <select
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
      </select>
    </LabelledField>
  );
  const when = format.dateTime(new Date(title.published_at), { dateStyle: "medium", timeStyle: "short" });
  return (
    <>
      <h1>{t("editHeading", { title: locale === "vi" ? title.title_vi : title.title_en })}</h1>
      <p className={styles.muted}>
        {title.state === "scheduled"
          ? t("scheduledLine", { date: when })
          : t("stateLine", { state: t("states.published"), date: when })}
      </p>
      <nav aria-label={t("pages")} className={styles.pageLinks}>
        <a href={title.paths.en} hrefLang="en" target="_blank" rel="noopener">
          {t("openEnglish")}
        </a>
        <a href={title.paths.vi} hrefLang="vi" target="_blank" rel="noopener">
          {t("openVietnamese")}
        </a>
      </nav>
      <form action={save} className={styles.editor} noValidate>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="updated_at" value={title.updated_at} />
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
          {choice("country", t("country"), countries)}
          {choice("original_language", t("originalLanguage"), languages)}
          {field("published_at", t("publishedAt"), { type: "datetime-local" })}
          <p className={styles.muted}>{t("publishedNote")}</p>
        </fieldset>
        <div className={styles.saveBar}>
          <Button type="submit" disabled={pending}>
            {t("save")}
          </Button>
          <p role="status" className={state.outcome === "refused" ? styles.error : undefined}>
            {state.message}
          </p>
        </div>
      </form>
    </>
  );
}
