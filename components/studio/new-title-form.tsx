"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { NewTitleState } from "@/lib/studio/title-editor";
import styles from "./studio.module.scss";
import { SaveBar } from "./save-bar";
import { TitleFields, type TitleFieldsProps } from "./title-fields";

/**
 * A new film or series: its fields, then "Create draft". The server makes a draft only the studio
 * sees and opens its editor, where it is published; a refused form keeps what was typed.
 */
export function NewTitleForm({
  kind,
  initial,
  createTitleAction,
  countries,
  languages,
}: {
  initial: NewTitleState;
  /** lib/studio/catalogue-actions.ts, handed down by the page: see StudioSignIn. */
  createTitleAction: (state: NewTitleState, form: FormData) => Promise<NewTitleState>;
} & Pick<TitleFieldsProps, "kind" | "countries" | "languages">) {
  const t = useTranslations("studio.catalogue");
  const locale = useLocale();
  const [state, create, pending] = useActionState(createTitleAction, initial);
  return (
    <form action={create} className={styles.editor} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="kind" value={kind} />
      <TitleFields
        kind={kind}
        values={state.values}
        fields={state.fields ?? {}}
        countries={countries}
        languages={languages}
      />
      <SaveBar
        label={t("createDraft")}
        pending={pending}
        message={state.message ?? t("draftNote")}
        refused={state.message !== undefined}
      />
    </form>
  );
}
