"use client";

import { forwardRef, useId, useState, type InputHTMLAttributes } from "react";
import { Eye, EyeOff } from "@/components/ui/icons";
import { LabelledField, errorAttributes } from "./labelled-field";
import styles from "./password-field.module.scss";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: string;
  showLabel: string;
  hideLabel: string;
  error?: string;
};

/** A password input with an eye / eye-off toggle (product §2.5) that says what it will do. */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { label, showLabel, hideLabel, error, id, ...input },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <LabelledField id={inputId} label={label} error={error} classes={styles}>
      <div className={styles.control}>
        <input
          {...input}
          ref={ref}
          id={inputId}
          type={visible ? "text" : "password"}
          className={styles.input}
          {...errorAttributes(inputId, error)}
        />
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={inputId}
        >
          {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
        </button>
      </div>
    </LabelledField>
  );
});
