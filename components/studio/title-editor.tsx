"use client";

import { useActionState } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";
import type { TitleEditorState } from "@/lib/studio/title-editor";
import styles from "./studio.module.scss";
import { SaveBar } from "./save-bar";
import { CreditFields } from "./credit-fields";
import { PlaybackFields } from "./playback-fields";
import { TitleFields, type TitleFieldsProps } from "./title-fields";
import { TitlePlaces, type PlaceOption } from "./title-places";

/**
 * A title's editor: its fields (components/studio/title-fields.tsx), then who sees it: a draft only
 * the studio sees, or public from a time (a later one schedules it). Saving posts the form to the
 * server (it works before any script runs); a refused save keeps what was typed and names each
 * wrong field.
 */
export function TitleEditor({
  initial,
  saveTitleAction,
  countries,
  languages,
  genres,
  sections,
}: {
  initial: TitleEditorState;
  /** The catalogue's genres and sections, named in the page's language. */
  genres: PlaceOption[];
  sections: PlaceOption[];
  /** The save (lib/studio/catalogue-actions.ts), handed down by the page: see StudioSignIn. */
  saveTitleAction: (state: TitleEditorState, form: FormData) => Promise<TitleEditorState>;
} & Pick<TitleFieldsProps, "countries" | "languages">) {
  const t = useTranslations("studio.catalogue");
  const locale = useLocale();
  const format = useFormatter();
  const [state, save, pending] = useActionState(saveTitleAction, initial);
  const { title, values, fields = {} } = state;
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const line =
    title.published_at === null
      ? t("draftLine")
      : title.state === "scheduled"
        ? t("scheduledLine", { date: when(title.published_at) })
        : t("stateLine", { state: t("states.published"), date: when(title.published_at) });
  return (
    <>
      <h1>{t("editHeading", { title: locale === "vi" ? title.title_vi : title.title_en })}</h1>
      <p className={styles.muted}>{line}</p>
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
        <TitleFields
          kind={title.kind}
          values={values}
          fields={fields}
          countries={countries}
          languages={languages}
        />
        <TitlePlaces values={values} fields={fields} genres={genres} sections={sections} />
        <CreditFields values={values} fields={fields} />
        {title.kind === "movie" ? <PlaybackFields values={values} fields={fields} /> : null}
        <fieldset className={styles.visibility}>
          <legend>{t("visibility")}</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name="visibility"
              value="draft"
              defaultChecked={values.visibility === "draft"}
            />
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
            error={fields.published_at}
          />
          <p className={styles.muted}>{t("publishedNote")}</p>
        </fieldset>
        <SaveBar
          label={t("save")}
          pending={pending}
          message={state.message}
          refused={state.outcome === "refused"}
        />
      </form>
    </>
  );
}
