"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { NewPostState } from "@/lib/studio/post-editor";
import { CategoryField, PostTitleField, type CategoryOption } from "./post-fields";
import { SaveBar } from "./save-bar";
import styles from "./studio.module.scss";

/**
 * A new post: its title in both languages and its category, then "Create draft". The server makes a
 * draft only the studio sees and opens its editor; a refused form keeps what was typed.
 */
export function NewPostForm({
  initial,
  createPostAction,
  categories,
}: {
  initial: NewPostState;
  /** lib/studio/blog-actions.ts, handed down by the page: see StudioSignIn. */
  createPostAction: (state: NewPostState, form: FormData) => Promise<NewPostState>;
  categories: CategoryOption[];
}) {
  const t = useTranslations("studio.blog");
  const locale = useLocale();
  const [state, create, pending] = useActionState(createPostAction, initial);
  const fields = state.fields ?? {};
  return (
    <form action={create} className={styles.editor} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <div className={styles.languages}>
        <fieldset lang="en">
          <legend>{t("english")}</legend>
          <PostTitleField lang="en" values={state.values} fields={fields} />
        </fieldset>
        <fieldset lang="vi">
          <legend>{t("vietnamese")}</legend>
          <PostTitleField lang="vi" values={state.values} fields={fields} />
        </fieldset>
      </div>
      <fieldset className={styles.details}>
        <legend>{t("details")}</legend>
        <CategoryField values={state.values} fields={fields} categories={categories} />
      </fieldset>
      <SaveBar
        label={t("createDraft")}
        pending={pending}
        message={state.message ?? t("draftNote")}
        refused={state.message !== undefined}
      />
    </form>
  );
}
