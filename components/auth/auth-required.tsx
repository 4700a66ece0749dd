"use client";

import { useEffect, useSyncExternalStore } from "react";
import { openSignIn } from "@/lib/auth/events";
import { saveReturnPath } from "@/lib/return-path";
import { SectionSpinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/ui/empty-state";
import { Button } from "@/components/ui/button";
import styles from "./auth-required.module.scss";

const noSubscription = () => () => {};

/** False while the server renders and the page hydrates, true once the browser runs the page. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type Labels = { loading: string; title: string; text: string; signIn: string };

/**
 * What a signed-out viewer gets on a protected page (product §2.6): "loading..." while the session
 * resolves; then the page's path, query and hash are kept under auth:returnTo to come back to after
 * sign-in, and auth:open asks for the sign-in dialog. The prompt stays, in case the dialog is closed.
 */
export function AuthRequired({ labels }: { labels: Labels }) {
  const resolved = useHydrated();
  useEffect(() => {
    saveReturnPath(window.location);
    openSignIn();
  }, []);
  if (!resolved) return <SectionSpinner label={labels.loading} minHeight="50vh" />;
  return (
    <div className={styles.wrapper}>
      <h1 className={styles.title}>{labels.title}</h1>
      <EmptyState
        action={
          <Button size="lg" className={styles.action} onClick={() => openSignIn()}>
            {labels.signIn}
          </Button>
        }
      >
        {labels.text}
      </EmptyState>
    </div>
  );
}
