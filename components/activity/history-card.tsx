import { Image } from "@/components/ui/image";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import type { HistoryEntry } from "@/lib/contract/activity";
import { browserEnv } from "@/lib/config/browser-env";
import { historyHref, progressPercent } from "@/lib/catalogue/history";
import { thumbnailUrl, titleOf } from "@/lib/catalogue/titles";
import { useAppLocale } from "@/lib/i18n/use-app-locale";
import { imageUrl } from "@/lib/images";
import styles from "./activity.module.scss";

/** One "continue watching" entry: still, progress, title and the episode it is at. */
export function HistoryCard({ entry, action }: { entry: HistoryEntry; action?: React.ReactNode }) {
  const t = useTranslations("activity");
  const locale = useAppLocale();
  const host = browserEnv.NEXT_PUBLIC_API_HOST;
  const episode = (entry.finished && entry.next_episode) || entry.episode;
  const image = (episode && imageUrl("episode", episode.image, host)) || thumbnailUrl(entry.title, host);
  const percent = progressPercent(entry);
  const title = titleOf(entry.title, locale);
  return (
    <article className={styles.card}>
      <Link href={historyHref(entry)} className={styles.cardLink}>
        <span className={styles.still}>
          {image ? <Image src={image} alt="" fill sizes="(min-width: 1024px) 18rem, 60vw" /> : null}
          <span
            className={styles.progress}
            role="progressbar"
            aria-label={t("progress", { percent })}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <span style={{ width: `${percent}%` }} />
          </span>
        </span>
        <span className={styles.cardTitle}>{title}</span>
        {episode ? (
          <span className={styles.cardMeta}>
            {t(entry.finished && entry.next_episode ? "nextUp" : "episodeAt", {
              season: episode.season_no,
              episode: episode.episode_no,
            })}
          </span>
        ) : null}
      </Link>
      {action}
    </article>
  );
}

/** Fixed-size placeholders while a list loads, so the page does not jump when it arrives. */
export function CardSkeletons({ count, shape }: { count: number; shape: "still" | "poster" }) {
  return (
    <ul className={shape === "still" ? styles.stillGrid : styles.posterGrid} aria-hidden="true" data-loading>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeleton} data-shape={shape} />
      ))}
    </ul>
  );
}
