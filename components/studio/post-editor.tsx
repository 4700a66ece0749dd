"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { errorAttributes, LabelledField } from "@/components/ui/labelled-field";
import fieldStyles from "@/components/ui/text-field.module.scss";
import type { PostEditorState } from "@/lib/studio/post-editor";
import { MarkdownField } from "./markdown-field";
import { PageLinks } from "./page-links";
import { CategoryField, PostTitleField, ReviewsFields, type CategoryOption } from "./post-fields";
import { SaveBar } from "./save-bar";
import styles from "./studio.module.scss";
import { PublicationLine, VisibilityFields } from "./visibility-fields";

/**
 * A blog post's editor: English and Vietnamese side by side (title, excerpt, Markdown body with its
 * live preview), then the category, featured, the reviewed title and who sees it. Saving posts the
 * form to the server (it works before any script runs); a refused save keeps what was typed.
 */
export function PostEditor({
  initial,
  savePostAction,
  categories,
}: {
  initial: PostEditorState;
  /** lib/studio/blog-actions.ts, handed down by the page: see StudioSignIn. */
  savePostAction: (state: PostEditorState, form: FormData) => Promise<PostEditorState>;
  categories: CategoryOption[];
}) {
  const t = useTranslations("studio.blog");
  const locale = useLocale();
  const [state, save, pending] = useActionState(savePostAction, initial);
  const { post, values, fields = {} } = state;
  const excerpt = (lang: "en" | "vi") => {
    const name = `excerpt_${lang}` as const;
    return (
      <LabelledField id={name} label={t("excerpt")} error={fields[name]} classes={fieldStyles}>
        <textarea
          id={name}
          name={name}
          lang={lang}
          rows={3}
          className={`${fieldStyles.input} ${styles.textarea}`}
          defaultValue={values[name]}
          {...errorAttributes(name, fields[name])}
        />
      </LabelledField>
    );
  };
  const language = (lang: "en" | "vi") => (
    <fieldset lang={lang}>
      <legend>{t(lang === "en" ? "english" : "vietnamese")}</legend>
      <PostTitleField lang={lang} values={values} fields={fields} />
      {excerpt(lang)}
      <MarkdownField
        name={`body_${lang}`}
        lang={lang}
        label={t("body")}
        defaultValue={values[`body_${lang}`]}
        error={fields[`body_${lang}`]}
      />
    </fieldset>
  );
  const reviewed = post.reviews && (locale === "vi" ? post.reviews.title_vi : post.reviews.title_en);
  return (
    <>
      <h1>{t("editHeading", { title: locale === "vi" ? post.title_vi : post.title_en })}</h1>
      <PublicationLine namespace="studio.blog" publishedAt={post.published_at} state={post.state} />
      <PageLinks
        label={t("pages")}
        paths={post.paths}
        texts={{ en: t("openEnglish"), vi: t("openVietnamese") }}
      />
      <form action={save} className={styles.editor} noValidate>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="updated_at" value={post.updated_at} />
        <div className={styles.languages}>
          {language("en")}
          {language("vi")}
        </div>
        <fieldset className={styles.details}>
          <legend>{t("details")}</legend>
          <CategoryField values={values} fields={fields} categories={categories} />
          <label className={styles.choice}>
            <input type="checkbox" name="featured" defaultChecked={values.featured === "on"} />
            {t("featured")}
          </label>
        </fieldset>
        <ReviewsFields values={values} fields={fields} reviewedName={reviewed} />
        <VisibilityFields namespace="studio.blog" values={values} error={fields.published_at} />
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
