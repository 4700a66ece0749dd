import type { ComponentPropsWithRef } from "react";
import clsx from "clsx";
import styles from "./button.module.scss";

export type ButtonVariant = "primary" | "secondary";
export type ButtonSize = "sm" | "md" | "lg";

type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** The classes of a button's look, for an element that must stay a link (`<Link>`, `<a>`) but look like one. */
export function buttonClassName({ variant = "primary", size = "md", className }: ButtonLook = {}): string {
  return clsx(styles.button, styles[size], styles[variant], className);
}

export type ButtonProps = ComponentPropsWithRef<"button"> & Omit<ButtonLook, "className">;

/** A `<button>` in the site's look; `type` is "button" unless told (a form's submit says so). */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, className })} {...props} />;
}
