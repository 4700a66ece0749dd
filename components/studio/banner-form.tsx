"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { errorAttributes } from "@/components/ui/labelled-field";
import { TextField } from "@/components/ui/text-field";
import type { StudioHomeBanner } from "@/lib/contract/studio-home";
import type { BannerFormState } from "@/lib/studio/home-actions";
import { OPEN_HOME_ORDER } from "@/lib/studio/home-order";
import styles from "./studio.module.scss";
import { SaveBar } from "./save-bar";

/** One banner's headline in both languages and whether home shows it; posted to the server. */
export function BannerForm({
  banner,
  bannerAction,
}: {
  banner: StudioHomeBanner;
  /** lib/studio/home-actions.ts, handed down by the page. */
  bannerAction: (state: BannerFormState, form: FormData) => Promise<BannerFormState>;
}) {
  const t = useTranslations("studio.home");
  const locale = useLocale();
  const [state, submit, pending] = useActionState<BannerFormState, FormData>(bannerAction, OPEN_HOME_ORDER);
  const fields = state.fields ?? {};
  const id = (name: string) => `banner-${banner.id}-${name}`;
  const title = locale === "vi" ? banner.title_vi : banner.title_en;
  return (
    <form action={submit} className={styles.editor} aria-label={t("bannerOf", { title })} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={banner.id} />
      <h3>{title}</h3>
      <TextField
        id={id("en")}
        name="headline_en"
        label={t("headlineEn")}
        lang="en"
        defaultValue={banner.headline_en}
        error={fields.headline_en}
      />
      <TextField
        id={id("vi")}
        name="headline_vi"
        label={t("headlineVi")}
        lang="vi"
        defaultValue={banner.headline_vi}
        error={fields.headline_vi}
      />
      <label className={styles.choice}>
        <input
          type="checkbox"
          name="active"
          defaultChecked={banner.active}
          {...errorAttributes(id("active"), fields.active)}
        />
        <span>{t("bannerShown")}</span>
      </label>
      {fields.active ? (
        <p id={`${id("active")}-error`} className={styles.error}>
          {fields.active}
        </p>
      ) : null}
      <SaveBar
        label={t("saveBanner")}
        pending={pending}
        message={state.message}
        refused={state.outcome === "refused"}
        variant="secondary"
      />
    </form>
  );
}
