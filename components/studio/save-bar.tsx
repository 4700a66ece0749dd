"use client";

import { Button, type ButtonVariant } from "@/components/ui/button";
import styles from "./studio.module.scss";

/**
 * A studio form's submit button and, beside it, what the last submission came to: a status a screen
 * reader announces, in the error colour when the server refused it.
 */
export function SaveBar({
  label,
  pending,
  message,
  refused,
  variant,
}: {
  label: string;
  pending: boolean;
  message?: string;
  refused: boolean;
  variant?: ButtonVariant;
}) {
  return (
    <div className={styles.saveBar}>
      <Button type="submit" variant={variant} disabled={pending}>
        {label}
      </Button>
      <p role="status" className={refused ? styles.error : undefined}>
        {message}
      </p>
    </div>
  );
}
