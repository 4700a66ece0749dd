"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";
import type { CategoryFormState } from "@/lib/studio/post-editor";
import { SaveBar } from "./save-bar";
import styles from "./studio.module.scss";

/**
 * One category's names in both languages, and its posts: renamed in place, or, without an id, a new
 * category added last. A refusal names the field whose name another category has.
 */
export function CategoryForm({
  initial,
  posts,
  saveCategoryAction,
}: {
  initial: CategoryFormState;
  /** How many posts it has (drafts too); none for a new one. */
  posts?: number;
  /** lib/studio/blog-actions.ts, handed down by the page: see StudioSignIn. */
  saveCategoryAction: (state: CategoryFormState, form: FormData) => Promise<CategoryFormState>;
}) {
  const t = useTranslations("studio.blog");
  const locale = useLocale();
  const [state, save, pending] = useActionState(saveCategoryAction, initial);
  const { values, fields = {} } = state;
  const key = initial.id === undefined ? "new" : String(initial.id);
  const label =
    initial.id === undefined
      ? t("newCategory")
      : locale === "vi"
        ? initial.values.name_vi
        : initial.values.name_en;
  return (
    <form action={save} className={styles.categoryForm} aria-label={label} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <TextField
        id={`category-${key}-en`}
        label={t("nameEn")}
        name="name_en"
        lang="en"
        defaultValue={values.name_en}
        error={fields.name_en}
      />
      <TextField
        id={`category-${key}-vi`}
        label={t("nameVi")}
        name="name_vi"
        lang="vi"
        defaultValue={values.name_vi}
        error={fields.name_vi}
      />
      {posts === undefined ? null : <p className={styles.muted}>{t("categoryPosts", { count: posts })}</p>}
      <SaveBar
        label={initial.id === undefined ? t("addCategory") : t("saveNames")}
        pending={pending}
        message={state.message}
        refused={state.outcome === "refused"}
        variant="secondary"
      />
    </form>
  );
}
