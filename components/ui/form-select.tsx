import type { SelectHTMLAttributes } from "react";

type Props = SelectHTMLAttributes<HTMLSelectElement> & { defaultValue: string };

/**
 * A <select> in a form posted to a server action. React resets such a form after the action, and a
 * select goes back to the option chosen when it was first drawn (React does not follow a later
 * `defaultValue`), so a refused save would lose the choice it kept. Drawing it anew whenever its
 * `defaultValue` changes keeps what the state gives it.
 */
export function FormSelect({ defaultValue, ...select }: Props) {
  return <select key={defaultValue} defaultValue={defaultValue} {...select} />;
}
