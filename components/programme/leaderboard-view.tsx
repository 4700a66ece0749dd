"use client";

import { Image } from "@/components/ui/image";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import type { LeaderboardResponse } from "@/lib/contract/programme";
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from "@/lib/contract/limits";
import { browserEnv } from "@/lib/config/browser-env";
import { formatNumber } from "@/lib/format";
import { imageUrl } from "@/lib/images";
import styles from "./programme.module.scss";

export type LeaderboardProps = {
  /** The board as everyone sees it (rendered on the server). */
  board: LeaderboardResponse;
  /** The page's own path, for the period tabs (/leaderboard, /blank-leaderboard, …). */
  path: string;
  /** Query parameters the tabs keep (an embedding app's ?lang=). */
  keep?: Record<string, string>;
};

/** The board as given: everyone's (rendered on the server), or the one answered for the viewer. */
export function LeaderboardView({
  board,
  path,
  keep = {},
  shown = board,
}: LeaderboardProps & { shown?: LeaderboardResponse }) {
  const t = useTranslations("leaderboard");
  const host = browserEnv.NEXT_PUBLIC_API_HOST;
  const href = (period: LeaderboardPeriod) => {
    const params = new URLSearchParams(keep);
    if (period !== "week") params.set("period", period);
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  const meListed = shown.entries.some((entry) => entry.is_me);

  return (
    <div className={styles.stack}>
      <nav aria-label={t("periods")} className={styles.tabs}>
        {LEADERBOARD_PERIODS.map((period) => (
          // No prefetch: Next 16's segment prefetch of the same page with another query, behind the
          // language rewrite, comes back empty and the click then changes only the address.
          <Link
            key={period}
            href={href(period)}
            prefetch={false}
            aria-current={period === board.period ? "page" : undefined}
          >
            {t(`period.${period}`)}
          </Link>
        ))}
      </nav>
      {shown.entries.length ? (
        <ol className={styles.board} aria-label={t(`period.${board.period}`)}>
          {shown.entries.map((entry) => {
            const avatar = imageUrl("avatar", entry.avatar, host);
            return (
              <li
                key={`${entry.rank}-${entry.name}`}
                className={styles.entry}
                data-me={entry.is_me || undefined}
                aria-current={entry.is_me ? "true" : undefined}
              >
                <span className={styles.rank}>{entry.rank}</span>
                <span className={styles.avatar} aria-hidden="true">
                  {avatar ? (
                    <Image src={avatar} alt="" width={40} height={40} />
                  ) : (
                    entry.name.slice(0, 1).toUpperCase()
                  )}
                </span>
                <span className={styles.name}>
                  {entry.name}
                  {entry.is_me ? <strong> · {t("you")}</strong> : null}
                </span>
                <span className={styles.points}>{t("points", { points: formatNumber(entry.points) })}</span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.muted}>{t("empty")}</p>
      )}
      {shown.me && !meListed ? (
        <p className={styles.entry} data-me data-testid="my-rank">
          <span className={styles.rank}>{shown.me.rank}</span>
          <span />
          <span className={styles.name}>{t("yourRank", { rank: formatNumber(shown.me.rank) })}</span>
          <span className={styles.points}>{t("points", { points: formatNumber(shown.me.points) })}</span>
        </p>
      ) : null}
    </div>
  );
}
