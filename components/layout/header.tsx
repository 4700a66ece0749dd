import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { LanguageSelector } from "./language-selector";
import { NavLinks } from "./nav-links";
import { SearchBox } from "./search-box";
import { AccountMenu } from "@/components/auth/account-menu";
import { SessionOnNavigation } from "@/components/auth/session-on-navigation";
import styles from "./header.module.scss";

/** The site header (product §2.5): logo, navigation, search, language selector, sign-in. Same HTML for everyone. */
export async function Header() {
  const t = await getTranslations();
  const links = [
    { href: "/", label: t("nav.home"), className: styles.inTabBar },
    { href: "/movies", label: t("nav.movies"), className: styles.inTabBar },
    { href: "/series", label: t("nav.series"), className: styles.inTabBar },
    { href: "/blog", label: t("nav.blog") },
    { href: "/reward", label: t("nav.rewards") },
    { href: "/leaderboard", label: t("nav.leaderboard") },
  ];
  return (
    <header className={styles.header} data-frame="header">
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={t("header.logo")}>
          <span aria-hidden="true" className={styles.logoMark}>
            ▶
          </span>
          <span className={styles.logoText}>Cineva</span>
        </Link>
        <NavLinks links={links} label={t("nav.label")} className={styles.nav} />
        <SessionOnNavigation />
        <SearchBox
          className={styles.search}
          label={t("header.searchLabel")}
          placeholder={t("header.searchPlaceholder")}
          submitLabel={t("header.searchSubmit")}
          suggestionsLabel={t("header.suggestions")}
          kindLabels={{ movie: t("film.movie"), series: t("film.series") }}
        />
        <div className={styles.actions}>
          <LanguageSelector label={t("language.label")} />
          <AccountMenu
            labels={{
              signIn: t("header.signIn"),
              account: t("auth.account"),
              balance: t("auth.balance"),
              logout: t("auth.logout"),
              loggedOut: t("auth.loggedOut"),
              loggedOutClientOnly: t("auth.loggedOutClientOnly"),
              links: [
                ...(["info", "history", "favorites", "invites", "distributor"] as const).map((child) => ({
                  href: `/profile/${child}`,
                  label: t(`profile.${child}`),
                })),
                { href: "/top-up", label: t("meta.topUp.title") },
              ],
            }}
          />
        </div>
      </div>
    </header>
  );
}
