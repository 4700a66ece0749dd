"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { BannerFormState } from "@/lib/studio/home-actions";
import { OPEN_HOME_ORDER } from "@/lib/studio/home-order";
import styles from "./studio.module.scss";

/** Takes a banner off home for good, behind a second click (its summary opens the button). */
export function RemoveBannerForm({
  id,
  title,
  removeBannerAction,
}: {
  id: number;
  title: string;
  /** lib/studio/home-actions.ts, handed down by the page. */
  removeBannerAction: (state: BannerFormState, form: FormData) => Promise<BannerFormState>;
}) {
  const t = useTranslations("studio.home");
  const locale = useLocale();
  const [state, remove, pending] = useActionState(removeBannerAction, OPEN_HOME_ORDER);
  return (
    <form action={remove}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={id} />
      <details>
        <summary>{t("removeBanner")}</summary>
        <Button type="submit" variant="secondary" disabled={pending}>
          {t("removeBannerOf", { title })}
        </Button>
      </details>
      {state.message ? (
        <p role="status" className={state.outcome === "refused" ? styles.error : undefined}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
