import { getTranslations } from "next-intl/server";
import { EyeOff } from "@/components/ui/icons";
import { Image } from "@/components/ui/image";
import { Link } from "@/components/ui/link";
import type { LeaderboardEntry, LeaderboardResponse } from "@/lib/contract/programme";
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from "@/lib/contract/limits";
import { browserEnv } from "@/lib/config/browser-env";
import { formatNumber } from "@/lib/format";
import { imageUrl } from "@/lib/images";
import { PODIUM_SIZE, rowId } from "@/lib/programme/leaderboard";
import styles from "./leaderboard.module.scss";

/** Where a period's tab leads on the page at `path`, keeping an embedding app's ?lang=. */
export function periodHref(path: string, period: LeaderboardPeriod, keep: Record<string, string> = {}) {
  const params = new URLSearchParams(keep);
  if (period !== "week") params.set("period", period);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The week / month / all-time tabs, as real links. */
export async function PeriodTabs({
  period,
  path,
  keep,
}: {
  period: LeaderboardPeriod;
  path: string;
  keep?: Record<string, string>;
}) {
  const t = await getTranslations("leaderboard");
  return (
    <nav aria-label={t("periods")} className={styles.tabs}>
      {LEADERBOARD_PERIODS.map((each) => (
        // No prefetch: Next 16's segment prefetch of the same page with another query, behind the
        // language rewrite, comes back empty and the click then changes only the address.
        <Link
          key={each}
          href={periodHref(path, each, keep)}
          prefetch={false}
          aria-current={each === period ? "page" : undefined}
        >
          {t(`period.${each}`)}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The board as everyone sees it, drawn on the server: one ordered list, whose first three places
 * stand on a podium (CSS places them 2 · 1 · 3; the reading order stays 1, 2, 3), then the rest.
 * Each place has an id (rowId) for the viewer's own part to find theirs.
 */
export async function LeaderboardBoard({ board }: { board: LeaderboardResponse }) {
  const t = await getTranslations("leaderboard");
  if (!board.entries.length) return <p className={styles.muted}>{t("empty")}</p>;
  return (
    <ol className={styles.board} aria-label={t(`period.${board.period}`)}>
      {board.entries.map((entry) => (
        <li
          key={entry.rank}
          id={rowId(entry.rank)}
          className={styles.entry}
          data-podium={entry.rank <= PODIUM_SIZE ? entry.rank : undefined}
        >
          <span className={styles.rank}>{entry.rank}</span>
          <Avatar entry={entry} />
          <span className={styles.name} data-name>
            {entry.name}
            {entry.masked ? (
              <span className={styles.private} title={t("private")}>
                <EyeOff aria-hidden="true" size={14} />
                <span className="visually-hidden">{t("private")}</span>
              </span>
            ) : null}
          </span>
          <span className={styles.points}>{t("points", { points: formatNumber(entry.points) })}</span>
        </li>
      ))}
    </ol>
  );
}

function Avatar({ entry }: { entry: LeaderboardEntry }) {
  const avatar = imageUrl("avatar", entry.avatar, browserEnv.NEXT_PUBLIC_API_HOST);
  const size = entry.rank <= PODIUM_SIZE ? 64 : 40;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {avatar ? (
        <Image src={avatar} alt="" width={size} height={size} />
      ) : (
        Array.from(entry.name)[0]?.toUpperCase()
      )}
    </span>
  );
}
