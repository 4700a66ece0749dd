import { useTranslations } from "next-intl";
import { Star } from "@/components/ui/icons";
import { RATING_MAX } from "@/lib/contract/limits";
import { SCORE_ATTRIBUTE, type RatingFigures } from "./rating-types";
import styles from "./rating.module.scss";

type Props = {
  headingId: string;
  rating: RatingFigures;
  /** The score the stars light up to (the hovered or focused star, else the viewer's). */
  shown?: number;
  busy?: boolean;
  /** The live part's handlers; without them the stars are the server's, waiting for it. */
  handlers?: {
    rate: (score: number) => void;
    hover: (score: number | null) => void;
    star: (score: number) => (element: HTMLButtonElement | null) => void;
  };
};

/**
 * The rating's stars and summary (issue 5), drawn the same by the server (before the live part has
 * loaded) and by the live part (./live-rating.tsx), so nothing moves when one replaces the other.
 */
export function RatingStars({ headingId, rating, shown = rating.score ?? 0, busy = false, handlers }: Props) {
  const t = useTranslations("watch");
  return (
    <>
      <div
        className={styles.stars}
        role="group"
        aria-labelledby={headingId}
        onMouseLeave={handlers && (() => handlers.hover(null))}
      >
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((score) => (
          <button
            key={score}
            ref={handlers?.star(score)}
            type="button"
            {...{ [SCORE_ATTRIBUTE]: score }}
            aria-pressed={rating.score === score}
            aria-label={t("star", { count: score })}
            className={styles.star}
            data-on={score <= shown || undefined}
            disabled={busy}
            onMouseEnter={handlers && (() => handlers.hover(score))}
            onFocus={handlers && (() => handlers.hover(score))}
            onBlur={handlers && (() => handlers.hover(null))}
            onClick={handlers && (() => handlers.rate(score))}
          >
            <Star aria-hidden="true" size={28} fill={score <= shown ? "currentColor" : "none"} />
          </button>
        ))}
      </div>
      <p className={styles.ratingSummary} aria-live="polite" data-testid="rating-summary">
        {rating.average !== null && rating.count > 0
          ? t("average", { average: rating.average.toFixed(1), count: rating.count })
          : t("noRatings")}
        {rating.score ? ` ${t("yourRating", { score: rating.score })}` : ""}
      </p>
    </>
  );
}
