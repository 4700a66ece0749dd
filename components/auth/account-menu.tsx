"use client";

import { lazy, Suspense } from "react";
import { useSession } from "@/components/auth/session-provider";
import { SignInButton } from "@/components/layout/sign-in-button";
import styles from "./account-menu.module.scss";

export type AccountMenuLabels = {
  signIn: string;
  account: string;
  balance: string;
  logout: string;
  loggedOut: string;
  loggedOutClientOnly: string;
  links: { href: string; label: string }[];
};

// A guest's page, and the crawler's, never downloads the viewer's menu.
const ViewerMenu = lazy(() => import("./viewer-menu").then((m) => ({ default: m.ViewerMenu })));

/**
 * The header's account corner: a sign-in button for visitors, the viewer's menu once signed in, and a
 * placeholder of the same size while the session or the menu loads. Rendered on the client, so the page
 * around it stays the same for everyone and can be cached.
 */
export function AccountMenu({ labels }: { labels: AccountMenuLabels }) {
  const { data: session, status } = useSession();
  const placeholder = <span className={styles.placeholder} aria-hidden="true" />;
  if (status === "loading") return placeholder;
  if (!session?.user) return <SignInButton label={labels.signIn} />;
  return (
    <Suspense fallback={placeholder}>
      <ViewerMenu user={session.user} labels={labels} />
    </Suspense>
  );
}
