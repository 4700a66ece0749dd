import { getTranslations } from "next-intl/server";
import { Play } from "@/components/ui/icons";
import { Image } from "@/components/ui/image";
import { Link } from "@/components/ui/link";
import { buttonClassName } from "@/components/ui/button";
import type { ReviewedTitle } from "@/lib/contract/blog";
import { posterUrl, titleOf } from "@/lib/catalogue/titles";
import { browserEnv } from "@/lib/config/browser-env";
import type { Locale } from "@/lib/i18n/config";
import { playingNow } from "@/lib/player/carry-over";
import { moviePath } from "@/lib/routes";
import { seriesPath } from "@/lib/tvseries-route";
import styles from "./blog.module.scss";

/** A reviewed title's page. */
export function reviewedTitlePath(title: Pick<ReviewedTitle, "kind" | "id" | "title_en">): string {
  return title.kind === "movie" ? moviePath(title.id, title.title_en) : seriesPath(title.id, title.title_en);
}

/**
 * The film or series a review is about: its poster and name leading to its page, and Play, which
 * opens that page playing (from where the viewer left off, if they did).
 */
export async function ReviewedTitleCard({ title, locale }: { title: ReviewedTitle; locale: Locale }) {
  const t = await getTranslations("blog");
  const name = titleOf(title, locale);
  const path = reviewedTitlePath(title);
  const poster = posterUrl(title, browserEnv.NEXT_PUBLIC_API_HOST);
  return (
    <aside className={styles.reviewed} aria-labelledby="reviewed-title">
      <Link href={path} className={styles.reviewedPoster} tabIndex={-1} aria-hidden="true">
        {poster ? <Image src={poster} alt="" fill sizes="6rem" /> : null}
      </Link>
      <div className={styles.reviewedText}>
        <p className={styles.reviewedLabel}>{t(title.kind === "movie" ? "reviewsFilm" : "reviewsSeries")}</p>
        <p id="reviewed-title" className={styles.reviewedName}>
          <Link href={path}>{name}</Link> <span className={styles.reviewedYear}>({title.year})</span>
        </p>
        {title.playable ? (
          <Link
            href={playingNow(path)}
            className={buttonClassName({ className: styles.reviewedPlay })}
            aria-label={t("playTitle", { title: name })}
          >
            <Play aria-hidden="true" size={18} />
            {t("play")}
          </Link>
        ) : null}
      </div>
    </aside>
  );
}
