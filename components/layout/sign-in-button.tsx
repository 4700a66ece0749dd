"use client";

import { openSignIn } from "@/lib/auth/events";
import { Button } from "@/components/ui/button";
import styles from "./sign-in-button.module.scss";

/** Opens the sign-in dialog through the same app-wide auth:open event any page can fire (product §4.3). */
export function SignInButton({ label }: { label: string }) {
  return (
    <Button size="sm" className={styles.action} onClick={() => openSignIn()}>
      {label}
    </Button>
  );
}
