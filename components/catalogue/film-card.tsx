import { useId } from "react";
import { Image } from "@/components/ui/image";
import { Link } from "@/components/ui/link";
import styles from "./film-card.module.scss";

/** Cards are at most 220 CSS px wide; 240 × 360 asks for the 360 and 540 px renditions. */
const POSTER_WIDTH = 240;
const POSTER_HEIGHT = 360;

export type FilmCardProps = {
  href: string;
  title: string;
  posterUrl: string | null;
  year?: number | null;
  /** Average rating out of 5, or null when nobody has rated it yet. */
  rating?: number | null;
  /** Short details revealed on hover and keyboard focus (genres, duration, seasons). */
  details?: string;
  labels: { rating: string; noPoster: string; kind?: string };
  /** Load eagerly: for the cards in the first screenful. */
  priority?: boolean;
  /** The title's heading level: 2 when the cards sit right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
};

/** The film card (product §2.5): a fixed 2:3 poster box, so a grid never shifts while images load. */
export function FilmCard({
  href,
  title,
  posterUrl,
  year,
  rating,
  details,
  labels,
  priority,
  headingLevel = 3,
}: FilmCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const detailsId = useId();
  return (
    <article className={styles.card}>
      <Link
        href={href}
        className={styles.link}
        aria-labelledby={titleId}
        aria-describedby={details ? detailsId : undefined}
      >
        <div className={styles.poster}>
          {posterUrl ? (
            <Image
              src={posterUrl}
              alt=""
              // A fixed 2:3 size (CSS stretches it to the card) gives a 1x / 2x srcset: two candidates
              // per card instead of one per configured width, on pages that show a hundred cards.
              width={POSTER_WIDTH}
              height={POSTER_HEIGHT}
              preload={priority}
              className={styles.image}
            />
          ) : (
            <span className={styles.placeholder} aria-hidden="true">
              {labels.noPoster}
            </span>
          )}
          {labels.kind ? <span className={styles.kind}>{labels.kind}</span> : null}
          {details ? (
            <span id={detailsId} className={styles.details}>
              {details}
            </span>
          ) : null}
        </div>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      </Link>
      <p className={styles.meta}>
        {year ? <span>{year}</span> : null}
        {typeof rating === "number" ? (
          <span className={styles.rating} role="img" aria-label={labels.rating}>
            <span aria-hidden="true" className={styles.star} />
            {rating.toFixed(1)}
          </span>
        ) : null}
      </p>
    </article>
  );
}
