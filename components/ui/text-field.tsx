import type { InputHTMLAttributes } from "react";
import { LabelledField, errorAttributes } from "./labelled-field";
import styles from "./text-field.module.scss";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string;
  id?: string;
};

/** A labelled input whose error is announced with it (aria-invalid, aria-describedby). */
export function TextField({ label, name, error, id = name, ...input }: Props) {
  return (
    <LabelledField id={id} label={label} error={error} classes={styles}>
      <input {...input} id={id} name={name} className={styles.input} {...errorAttributes(id, error)} />
    </LabelledField>
  );
}
