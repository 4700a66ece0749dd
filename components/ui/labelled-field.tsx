import type { ReactNode } from "react";

/** What an input says of its error: invalid, and described by the error's text. */
export function errorAttributes(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}

/**
 * A label, its control and the control's error (with the id `errorAttributes` points at), in the
 * field's own styles (`field` around them, `error` on the message).
 */
export function LabelledField({
  id,
  label,
  error,
  classes,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  classes: { field?: string; error?: string };
  children: ReactNode;
}) {
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
