import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import styles from "./error-screen.module.scss";

/** The translated 404 body, shown inside whichever frame the missing page belongs to. */
export async function NotFoundScreen({
  message,
  back,
}: {
  message?: string;
  /** Where its button leads instead of home (the studio's overview), and what it says. */
  back?: { href: string; label: string };
}) {
  const t = await getTranslations();
  return (
    <section className={styles.screen} data-testid="not-found">
      <title>{`${t("meta.notFound.title")} | ${t("meta.siteName")}`}</title>
      <meta name="robots" content="noindex" />
      <p aria-hidden="true" className={styles.code}>
        404
      </p>
      <h1 className={styles.title}>{t("errors.notFound.title")}</h1>
      <p className={styles.subtitle}>{message ?? t("errors.notFound.subtitle")}</p>
      <Link href={back?.href ?? "/"} className={styles.button}>
        {back?.label ?? t("common.backHome")}
      </Link>
    </section>
  );
}
