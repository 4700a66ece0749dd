"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { FormSelect } from "@/components/ui/form-select";
import { LabelledField } from "@/components/ui/labelled-field";
import { TextField } from "@/components/ui/text-field";
import fieldStyles from "@/components/ui/text-field.module.scss";
import type { NewBannerState } from "@/lib/studio/home-actions";
import { OPEN_HOME_ORDER } from "@/lib/studio/home-order";
import { SaveBar } from "./save-bar";
import styles from "./studio.module.scss";

/**
 * A new banner: the film or series it shows (by its catalogue id) and its headline in both
 * languages. It is added last and hidden; its image is uploaded below it, then it is shown.
 */
export function NewBannerForm({
  createBannerAction,
}: {
  /** lib/studio/home-actions.ts, handed down by the page. */
  createBannerAction: (state: NewBannerState, form: FormData) => Promise<NewBannerState>;
}) {
  const t = useTranslations("studio.home");
  const locale = useLocale();
  const [state, create, pending] = useActionState(createBannerAction, { ...OPEN_HOME_ORDER, values: {} });
  const fields = state.fields ?? {};
  const typed = (name: string) => (state.outcome === "saved" ? "" : (state.values[name] ?? ""));
  return (
    <form action={create} className={styles.editor} aria-labelledby="new-banner-heading" noValidate>
      <h3 id="new-banner-heading">{t("newBanner")}</h3>
      <input type="hidden" name="locale" value={locale} />
      <LabelledField id="new-banner-kind" label={t("bannerKind")} error={fields.kind} classes={fieldStyles}>
        <FormSelect
          id="new-banner-kind"
          name="kind"
          className={fieldStyles.input}
          defaultValue={state.values.kind ?? "movie"}
        >
          <option value="movie">{t("bannerMovie")}</option>
          <option value="series">{t("bannerSeries")}</option>
        </FormSelect>
      </LabelledField>
      <TextField
        id="new-banner-title"
        name="title_id"
        label={t("bannerTitleId")}
        inputMode="numeric"
        defaultValue={typed("title_id")}
        error={fields.title_id}
      />
      <TextField
        id="new-banner-en"
        name="headline_en"
        label={t("headlineEn")}
        lang="en"
        defaultValue={typed("headline_en")}
        error={fields.headline_en}
      />
      <TextField
        id="new-banner-vi"
        name="headline_vi"
        label={t("headlineVi")}
        lang="vi"
        defaultValue={typed("headline_vi")}
        error={fields.headline_vi}
      />
      <SaveBar
        label={t("addBanner")}
        pending={pending}
        message={state.message ?? t("newBannerNote")}
        refused={state.outcome === "refused"}
        variant="secondary"
      />
    </form>
  );
}
