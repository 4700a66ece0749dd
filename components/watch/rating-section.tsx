import { getTranslations } from "next-intl/server";
import type { RatingSummary, TitleKind } from "@/lib/contract/catalogue";
import { RatingOnDemand } from "./rating-on-demand";
import { RatingStars } from "./rating-stars";
import styles from "./watch.module.scss";

type Props = { kind: TitleKind; titleId: number; initial: RatingSummary };

const HEADING_ID = "rating-heading";

/**
 * Rating 1–5 (issue 5). The server draws the section with the average the page was built with; the
 * live part (the viewer's own score, rating, the current figures) loads once the section nears the
 * viewport: it sits below the player, and a guest who never scrolls there needs none of it.
 */
export async function RatingSection({ kind, titleId, initial }: Props) {
  const t = await getTranslations("watch");
  const rating = { ...initial, score: null };
  return (
    <section className={styles.rating} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className={styles.sectionTitle}>
        {t("ratingHeading")}
      </h2>
      <RatingOnDemand kind={kind} titleId={titleId} initial={rating} headingId={HEADING_ID}>
        <RatingStars headingId={HEADING_ID} rating={rating} />
      </RatingOnDemand>
    </section>
  );
}
