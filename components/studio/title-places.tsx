"use client";

import { useTranslations } from "next-intl";
import { errorAttributes, LabelledField } from "@/components/ui/labelled-field";
import fieldStyles from "@/components/ui/text-field.module.scss";
import { AGE_RATINGS } from "@/lib/catalogue/age-ratings";
import type { EditorValues, ListField } from "@/lib/studio/title-editor";
import styles from "./studio.module.scss";
import { FormSelect } from "@/components/ui/form-select";

/** A genre or section as the checkbox names it, in the page's language. */
export type PlaceOption = { id: number; name: string };

/**
 * A title's classification (Vietnam's P to T18) and where viewers find it: its genres and the
 * sections (home rows, /category pages) that list it, as checkboxes.
 */
export function TitlePlaces({
  values,
  fields,
  genres,
  sections,
}: {
  values: EditorValues;
  fields: Record<string, string>;
  genres: PlaceOption[];
  sections: PlaceOption[];
}) {
  const t = useTranslations("studio.catalogue");
  const ratings = useTranslations("ageRatings");
  const choices = (name: ListField, legend: string, options: PlaceOption[]) => (
    <fieldset className={styles.checkboxes} {...errorAttributes(name, fields[name])}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className={styles.choice}>
          <input
            type="checkbox"
            name={name}
            value={option.id}
            defaultChecked={values[name].includes(String(option.id))}
          />
          {option.name}
        </label>
      ))}
      {fields[name] ? (
        <p id={`${name}-error`} className={styles.error}>
          {fields[name]}
        </p>
      ) : null}
    </fieldset>
  );
  return (
    <>
      <fieldset className={styles.details}>
        <legend>{t("classification")}</legend>
        <LabelledField id="age_rating" label={t("ageRating")} error={fields.age_rating} classes={fieldStyles}>
          <FormSelect
            id="age_rating"
            name="age_rating"
            className={`${fieldStyles.input} ${styles.select}`}
            defaultValue={values.age_rating}
            {...errorAttributes("age_rating", fields.age_rating)}
          >
            <option value="">{t("notClassified")}</option>
            {AGE_RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {ratings(rating)}
              </option>
            ))}
          </FormSelect>
        </LabelledField>
      </fieldset>
      {choices("genre_ids", t("genres"), genres)}
      {choices("section_ids", t("sections"), sections)}
    </>
  );
}
