"use client";

import { useEffect, useId, useState } from "react";
import { Star } from "@/components/ui/icons";
import { useSession } from "@/components/auth/session-provider";
import { useTranslations } from "next-intl";
import type { Rating } from "@/lib/contract/activity";
import { RATING_MAX } from "@/lib/contract/limits";
import type { RatingSummary, TitleKind } from "@/lib/contract/catalogue";
import { openSignIn } from "@/lib/auth/events";
import { toast } from "@/lib/toast";
import { useApiClient } from "@/components/data/use-api-client";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import styles from "./watch.module.scss";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const ratingSchema = () => import("@/lib/contract/activity").then((m) => m.RatingSchema);

type Props = { kind: TitleKind; titleId: number; initial: RatingSummary };

/**
 * Rating 1–5 (issue 5). The average the page was rendered with shows at once; the live figures and
 * the viewer's own score follow from the API once the section nears the viewport (it sits below the
 * player, and the call loads the response schema: nothing to do while the page is starting). A
 * signed-out viewer is asked to sign in.
 */
export function RatingSection({ kind, titleId, initial }: Props) {
  const t = useTranslations("watch");
  const api = useApiClient();
  const { status } = useSession();
  const headingId = useId();
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const [rating, setRating] = useState<Pick<Rating, "average" | "count" | "score">>({
    ...initial,
    score: null,
  });
  const [hover, setHover] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (status === "loading" || !near) return;
    let cancelled = false;
    api
      .get(`/ratings/${kind}/${titleId}`, ratingSchema)
      .then((value) => !cancelled && setRating(value))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [api, status, near, kind, titleId]);

  async function rate(score: number) {
    if (status !== "authenticated") {
      toast.warning(t("signInToRate"));
      return openSignIn();
    }
    setBusy(true);
    try {
      setRating(await api.put("/ratings", { title_kind: kind, title_id: titleId, score }, ratingSchema));
    } catch {
      toast.error(t("rateFailed"));
    } finally {
      setBusy(false);
    }
  }

  const shown = hover ?? rating.score ?? 0;
  return (
    <section ref={sectionRef} className={styles.rating} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t("ratingHeading")}
      </h2>
      <div
        className={styles.stars}
        role="group"
        aria-labelledby={headingId}
        onMouseLeave={() => setHover(null)}
      >
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((score) => (
          <button
            key={score}
            type="button"
            aria-pressed={rating.score === score}
            aria-label={t("star", { count: score })}
            className={styles.star}
            data-on={score <= shown || undefined}
            disabled={busy}
            onMouseEnter={() => setHover(score)}
            onFocus={() => setHover(score)}
            onBlur={() => setHover(null)}
            onClick={() => void rate(score)}
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
    </section>
  );
}
