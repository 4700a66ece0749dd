"use client";

import { openSignIn } from "@/lib/auth/events";
import styles from "./sign-in-button.module.scss";

/** Opens the sign-in dialog through the same app-wide auth:open event any page can fire (SPEC §4). */
export function SignInButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.button} onClick={() => openSignIn()}>
      {label}
    </button>
  );
}
