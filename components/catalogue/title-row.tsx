import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import type { TitleCard as Title } from "@/lib/contract/catalogue";
import { TitleCard } from "./title-card";
import styles from "./catalogue.module.scss";

/** A named row of titles that scrolls sideways, with a link to the whole section when there is one. */
export async function TitleRow({
  heading,
  href,
  titles,
  eager,
}: {
  heading: string;
  href?: string;
  titles: Title[];
  eager?: boolean;
}) {
  const t = await getTranslations("catalogue");
  return (
    <section className={styles.row} aria-label={heading}>
      <div className={styles.rowHead}>
        <h2>{heading}</h2>
        {href ? <Link href={href}>{t("seeAll")}</Link> : null}
      </div>
      <ul className={styles.rowList}>
        {titles.map((title, index) => (
          <li key={`${title.kind}-${title.id}`} className={styles.rowItem}>
            <TitleCard title={title} priority={eager && index < 3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A page of titles; `headingLevel` 2 when the grid sits right under the page's h1 (no section heading between). */
export async function TitleGrid({ titles, headingLevel }: { titles: Title[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {titles.map((title, index) => (
        <li key={`${title.kind}-${title.id}`}>
          <TitleCard title={title} priority={index < 4} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
