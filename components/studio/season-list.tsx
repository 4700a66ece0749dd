import { getLocale, getTranslations } from "next-intl/server";
import { TableScroller } from "@/components/ui/table-scroller";
import { Link } from "@/components/ui/link";
import type { StudioSeasons } from "@/lib/contract/studio-episodes";
import { localizedPath } from "@/lib/i18n/addresses";
import { toLocale } from "@/lib/i18n/config";
import { formatClock } from "@/lib/player/progress";
import {
  nextEpisodeNo,
  nextSeasonNo,
  type AddSeasonState,
  type NewEpisodeState,
} from "@/lib/studio/episode-editor";
import styles from "./studio.module.scss";
import episodeStyles from "./episodes.module.scss";
import { AddSeasonForm, NewEpisodeForm } from "./season-forms";

type Actions = {
  addSeasonAction: (state: AddSeasonState, form: FormData) => Promise<AddSeasonState>;
  createEpisodeAction: (state: NewEpisodeState, form: FormData) => Promise<NewEpisodeState>;
};

/**
 * A series' seasons under its editor: each season's episodes (the page's language first, the other
 * below), whether each plays yet, a form adding an episode, and the button adding the next season.
 */
export async function SeasonList({ seasons, ...actions }: { seasons: StudioSeasons } & Actions) {
  const t = await getTranslations("studio.catalogue.episodes");
  const locale = toLocale(await getLocale());
  const [own, other] =
    locale === "vi" ? (["title_vi", "title_en"] as const) : (["title_en", "title_vi"] as const);
  const seriesId = seasons.series_id;
  return (
    <section aria-labelledby="seasons-heading" className={episodeStyles.seasons}>
      <div>
        <h2 id="seasons-heading">{t("heading")}</h2>
        <p className={styles.muted}>{t("intro")}</p>
      </div>
      {seasons.seasons.length === 0 ? <p>{t("noSeasons")}</p> : null}
      {seasons.seasons.map((season) => {
        const headingId = `season-${season.id}`;
        return (
          <section key={season.id} aria-labelledby={headingId} className={episodeStyles.season}>
            <h3 id={headingId}>{t("season", { number: season.season_no })}</h3>
            {season.episodes.length === 0 ? (
              <p className={styles.muted}>{t("noEpisodes")}</p>
            ) : (
              <TableScroller labelledBy={headingId}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t("numberShort")}</th>
                      <th scope="col">{t("titleColumn")}</th>
                      <th scope="col">{t("durationColumn")}</th>
                      <th scope="col">{t("state")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {season.episodes.map((episode) => (
                      <tr key={episode.id}>
                        <td className={episodeStyles.number}>{episode.episode_no}</td>
                        <td>
                          <Link
                            href={localizedPath(
                              locale,
                              `/studio/catalogue/series/${seriesId}/episodes/${episode.id}`,
                            )}
                          >
                            {episode[own]}
                          </Link>
                          <span className={episodeStyles.other} lang={other === "title_en" ? "en" : "vi"}>
                            {episode[other]}
                          </span>
                        </td>
                        <td className={episodeStyles.number}>{formatClock(episode.duration_sec)}</td>
                        <td>{episode.playable ? t("plays") : t("noMedia")}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
            )}
            <details>
              <summary>{t("addEpisode", { number: season.season_no })}</summary>
              <NewEpisodeForm
                initial={{
                  seriesId,
                  seasonId: season.id,
                  values: {
                    episode_no: String(nextEpisodeNo(season)),
                    title_en: "",
                    title_vi: "",
                    duration_sec: "",
                  },
                }}
                createEpisodeAction={actions.createEpisodeAction}
              />
            </details>
          </section>
        );
      })}
      <AddSeasonForm
        seriesId={seriesId}
        seasonNo={nextSeasonNo(seasons.seasons)}
        addSeasonAction={actions.addSeasonAction}
      />
    </section>
  );
}
