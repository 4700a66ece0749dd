"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import styles from "./leaderboard.module.scss";

/**
 * The "your place" box, the same size whatever it holds (the session being read, a guest's
 * invitation, the viewer's place), so the board under it never moves when it fills in.
 */
export function PlaceBox({ children, busy = false }: { children?: ReactNode; busy?: boolean }) {
  const t = useTranslations("leaderboard");
  return (
    <section className={styles.place} aria-labelledby="your-place" aria-busy={busy || undefined}>
      <h2 id="your-place" className={styles.placeTitle}>
        {t("yourPlace")}
      </h2>
      {children}
    </section>
  );
}
