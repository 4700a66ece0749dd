"use client";

import { useTranslations } from "next-intl";
import { errorAttributes, LabelledField } from "@/components/ui/labelled-field";
import { TextField } from "@/components/ui/text-field";
import fieldStyles from "@/components/ui/text-field.module.scss";
import type { PostValues } from "@/lib/studio/post-editor";
import styles from "./studio.module.scss";
import { FormSelect } from "@/components/ui/form-select";

export type CategoryOption = { id: number; name: string };

type Props = { values: Pick<PostValues, "category_id">; fields: Record<string, string> };

/** The post's category, chosen from the blog's. */
export function CategoryField({ values, fields, categories }: Props & { categories: CategoryOption[] }) {
  const t = useTranslations("studio.blog");
  return (
    <LabelledField id="category_id" label={t("category")} error={fields.category_id} classes={fieldStyles}>
      <FormSelect
        id="category_id"
        name="category_id"
        className={`${fieldStyles.input} ${styles.select}`}
        defaultValue={values.category_id}
        {...errorAttributes("category_id", fields.category_id)}
      >
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </FormSelect>
    </LabelledField>
  );
}

/** A post's title in one language; the new-post form and the editor both ask it. */
export function PostTitleField({
  lang,
  values,
  fields,
}: {
  lang: "en" | "vi";
  values: Pick<PostValues, "title_en" | "title_vi">;
  fields: Record<string, string>;
}) {
  const t = useTranslations("studio.blog");
  const name = `title_${lang}` as const;
  return (
    <TextField
      label={t("titleField")}
      name={name}
      lang={lang}
      defaultValue={values[name]}
      error={fields[name]}
    />
  );
}

/** The film or series the post reviews: none, or a kind and its id (the studio's catalogue shows ids). */
export function ReviewsFields({
  values,
  fields,
  reviewedName,
}: {
  values: Pick<PostValues, "reviews_kind" | "reviews_id">;
  fields: Record<string, string>;
  /** The saved reviewed title's name in the page's language, or null. */
  reviewedName: string | null;
}) {
  const t = useTranslations("studio.blog");
  return (
    <fieldset className={styles.reviews}>
      <legend>{t("reviews")}</legend>
      <LabelledField id="reviews_kind" label={t("reviewsKind")} error={undefined} classes={fieldStyles}>
        <FormSelect
          id="reviews_kind"
          name="reviews_kind"
          className={`${fieldStyles.input} ${styles.select}`}
          defaultValue={values.reviews_kind}
        >
          <option value="">{t("reviewsNone")}</option>
          <option value="movie">{t("reviewsMovie")}</option>
          <option value="series">{t("reviewsSeries")}</option>
        </FormSelect>
      </LabelledField>
      <TextField
        label={t("reviewsId")}
        name="reviews_id"
        inputMode="numeric"
        defaultValue={values.reviews_id}
        error={fields.reviews}
      />
      <p className={styles.muted}>
        {reviewedName ? t("reviewsNow", { title: reviewedName }) : t("reviewsNote")}
      </p>
    </fieldset>
  );
}
