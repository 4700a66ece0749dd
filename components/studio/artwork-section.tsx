import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import styles from "./artwork.module.scss";

/** An editor's pictures, under their own heading: each an upload of its own (./artwork-field.tsx). */
export async function ArtworkSection({ children }: { children: ReactNode }) {
  const t = await getTranslations("studio.artwork");
  return (
    <section aria-labelledby="artwork-heading" className={styles.section}>
      <h2 id="artwork-heading">{t("heading")}</h2>
      {children}
    </section>
  );
}
