import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { NavLinks } from "@/components/layout/nav-links";
import styles from "./profile.module.scss";

/** Rendered per request: proxy.ts gives this page a CSP nonce, which Next writes into its HTML. */
export const dynamic = "force-dynamic";

/** The profile area's own frame: its navigation beside (or above, on phones) the current page. */
export default async function ProfileLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("profile");
  const links = (["info", "history", "favorites", "invites", "distributor"] as const).map((child) => ({
    href: `/profile/${child}`,
    label: t(child),
  }));
  return (
    <div className={styles.area} data-frame="profile">
      <NavLinks links={links} label={t("navLabel")} variant="sidebar" />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
