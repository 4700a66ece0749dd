"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import styles from "./programme.module.scss";

/**
 * Previous and next under a table shown a page at a time, and where the viewer is. A button at the end
 * of the list stays focusable (aria-disabled, not disabled), so the keyboard's focus is not dropped
 * on the page when it reaches the last page.
 */
export function TablePager({
  page,
  last,
  onPage,
}: {
  page: number;
  last: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("distributor");
  if (last <= 1) return null;
  const step = (to: number) => (to >= 1 && to <= last ? () => onPage(to) : undefined);
  return (
    <nav className={styles.pager} aria-label={t("pages")}>
      <Button
        variant="secondary"
        className={styles.action}
        aria-disabled={page <= 1 || undefined}
        onClick={step(page - 1)}
      >
        {t("previous")}
      </Button>
      <span aria-live="polite">{t("pageOf", { page, last })}</span>
      <Button
        variant="secondary"
        className={styles.action}
        aria-disabled={page >= last || undefined}
        onClick={step(page + 1)}
      >
        {t("next")}
      </Button>
    </nav>
  );
}
