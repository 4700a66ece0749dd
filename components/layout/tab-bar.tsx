import { getTranslations } from "next-intl/server";
import { Film, House, Search, Tv, UserRound } from "@/components/ui/icons";
import { NavLinks } from "./nav-links";
import styles from "./tab-bar.module.scss";

const ICON = { "aria-hidden": true, size: 22 } as const;

/**
 * The phone's bottom tab bar (issue #35), as phone streaming apps have: home, films, series, search
 * and the account in one thumb's reach. Hidden from the tablet width up, where the header's row has room.
 * Server-drawn; it adds no script of its own (NavLinks is already the header's).
 */
export async function TabBar() {
  const t = await getTranslations("nav");
  return (
    <div className={styles.space} data-frame="tabs">
      <NavLinks
        variant="tabs"
        label={t("tabsLabel")}
        className={styles.bar}
        links={[
          { href: "/", label: t("home"), icon: <House {...ICON} /> },
          { href: "/movies", label: t("movies"), icon: <Film {...ICON} /> },
          { href: "/series", label: t("series"), icon: <Tv {...ICON} /> },
          { href: "/search", label: t("search"), icon: <Search {...ICON} /> },
          { href: "/profile/info", section: "/profile", label: t("account"), icon: <UserRound {...ICON} /> },
        ]}
      />
    </div>
  );
}
