import { getFormatter, getTranslations } from "next-intl/server";
import accountStyles from "./account.module.scss";
import { DayChart } from "./day-chart";
import styles from "./dashboard.module.scss";
import studioStyles from "./studio.module.scss";
import { Link } from "@/components/ui/link";
import { TableScroller } from "@/components/ui/table-scroller";
import { titleHref, titleOf } from "@/lib/catalogue/titles";
import type { Dashboard, DashboardDay } from "@/lib/contract/studio-dashboard";
import { localizedPath } from "@/lib/i18n/addresses";
import type { Locale } from "@/lib/i18n/config";
import { formatVnd } from "@/lib/money";
import { axisTop, dayInstant } from "@/lib/studio/day-chart";

type Figure = "plays" | "watched_minutes" | "new_viewers" | "top_ups" | "top_up_vnd";
const LABELS = {
  plays: "plays",
  watched_minutes: "watched",
  new_viewers: "newViewers",
  top_ups: "topUps",
  top_up_vnd: "topUpSum",
} as const;

/** The dashboard: today's figures, each figure's days as a chart and a table, top titles, searches that found nothing. */
export async function DashboardView({ dashboard, locale }: { dashboard: Dashboard; locale: Locale }) {
  const t = await getTranslations("studio.dashboard");
  const kinds = await getTranslations("studio.dashboard.kinds");
  const format = await getFormatter();
  const { days } = dashboard;
  const figures: Figure[] = ["plays", "watched_minutes", "new_viewers"];
  if (dashboard.money) figures.push("top_ups", "top_up_vnd");
  const show = (figure: Figure, value: number) =>
    figure === "top_up_vnd" ? formatVnd(value, locale) : format.number(value);
  const valueOf = (day: DashboardDay, figure: Figure) => day[figure] ?? 0;
  const total = (figure: Figure) => days.reduce((sum, day) => sum + valueOf(day, figure), 0);
  const dayName = (day: string) =>
    format.dateTime(dayInstant(day), { day: "numeric", month: "short", timeZone: "Asia/Ho_Chi_Minh" });
  const today = days.at(-1)!;
  const inDays = (figure: Figure) => t("inDays", { total: show(figure, total(figure)), days: days.length });

  return (
    <>
      <section className={styles.section} aria-labelledby="today-heading">
        <h2 id="today-heading">{t("todayHeading")}</h2>
        <ul className={styles.tiles}>
          {figures.map((figure) => (
            <li key={figure} className={styles.tile}>
              <span className={styles.label}>{t(LABELS[figure])}</span>
              <span className={styles.figure}>{show(figure, valueOf(today, figure))}</span>
              <span className={styles.label}>{inDays(figure)}</span>
            </li>
          ))}
        </ul>
        {dashboard.money ? null : <p className={studioStyles.muted}>{t("moneyHidden")}</p>}
      </section>

      <section className={styles.section} aria-labelledby="days-heading">
        <h2 id="days-heading">{t("daysHeading", { days: days.length })}</h2>
        <div className={styles.charts}>
          {figures
            .filter((figure) => figure !== "top_ups")
            .map((figure) => (
              <DayChart
                key={figure}
                id={`chart-${figure}`}
                heading={t(LABELS[figure])}
                summary={t("chartSummary", {
                  total: show(figure, total(figure)),
                  days: days.length,
                  today: show(figure, valueOf(today, figure)),
                })}
                points={days.map((day) => ({
                  value: valueOf(day, figure),
                  label: t("point", { day: dayName(day.day), value: show(figure, valueOf(day, figure)) }),
                }))}
                axis={{
                  top: show(figure, axisTop(Math.max(...days.map((day) => valueOf(day, figure))))),
                  first: dayName(days[0]!.day),
                  last: dayName(today.day),
                }}
              />
            ))}
        </div>
        <details>
          <summary id="days-table">{t("asTable")}</summary>
          <TableScroller labelledBy="days-table">
            <table className={studioStyles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("day")}</th>
                  {figures.map((figure) => (
                    <th key={figure} scope="col">
                      {t(LABELS[figure])}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...days].reverse().map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{dayName(day.day)}</th>
                    {figures.map((figure) => (
                      <td key={figure} className={accountStyles.amount}>
                        {show(figure, valueOf(day, figure))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </details>
      </section>

      <section className={styles.section} aria-labelledby="top-titles-heading">
        <h2 id="top-titles-heading">{t("topTitles")}</h2>
        {dashboard.top_titles.length === 0 ? (
          <p className={studioStyles.muted}>{t("topTitlesNone")}</p>
        ) : (
          <table className={studioStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t("title")}</th>
                <th scope="col">{t("kind")}</th>
                <th scope="col">{t("plays")}</th>
                <th scope="col">{t("watched")}</th>
              </tr>
            </thead>
            <tbody>
              {dashboard.top_titles.map((title) => (
                <tr key={`${title.kind}-${title.id}`}>
                  <td>
                    <Link href={localizedPath(locale, titleHref(title))}>{titleOf(title, locale)}</Link>
                  </td>
                  <td>{kinds(title.kind)}</td>
                  <td className={accountStyles.amount}>{format.number(title.plays)}</td>
                  <td className={accountStyles.amount}>{format.number(title.watched_minutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className={styles.section} aria-labelledby="misses-heading">
        <h2 id="misses-heading">{t("misses")}</h2>
        <p className={studioStyles.muted}>{t("missesIntro")}</p>
        {dashboard.searches_without_results.length === 0 ? (
          <p className={studioStyles.muted}>{t("missesNone")}</p>
        ) : (
          <table className={studioStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t("query")}</th>
                <th scope="col">{t("searches")}</th>
              </tr>
            </thead>
            <tbody>
              {dashboard.searches_without_results.map((miss) => (
                <tr key={miss.query}>
                  <td className={styles.query}>{miss.query}</td>
                  <td className={accountStyles.amount}>{format.number(miss.searches)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
