"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { TitleEditorState } from "@/lib/studio/title-editor";
import styles from "./studio.module.scss";
import { PageLinks } from "./page-links";
import { SaveBar } from "./save-bar";
import { PublicationLine, VisibilityFields } from "./visibility-fields";
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
  const [state, save, pending] = useActionState(saveTitleAction, initial);
  const { title, values, fields = {} } = state;
  return (
    <>
      <h1>{t("editHeading", { title: locale === "vi" ? title.title_vi : title.title_en })}</h1>
      <PublicationLine namespace="studio.catalogue" publishedAt={title.published_at} state={title.state} />
      <PageLinks
        label={t("pages")}
        paths={title.paths}
        texts={{ en: t("openEnglish"), vi: t("openVietnamese") }}
      />
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
        <VisibilityFields namespace="studio.catalogue" values={values} error={fields.published_at} />
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
