import { getTranslations } from "next-intl/server";
import { PlayButton, PosterStage, Unavailable } from "@/components/player/poster-stage";
import { StagePicture } from "@/components/player/stage-picture";
import { chooseEpisode } from "@/lib/catalogue/episodes";
import type { SeriesWatchProps } from "./series-watch";
import { SeriesFirstDrawing } from "./series-first-drawing";
import { episodeStage } from "./series-watch-view";
import styles from "./series-watch.module.scss";

/**
 * A series page's player and episodes (issue 5). The server draws them as a guest first sees them
 * (the URL's episode, else the first; every episode a link); the live part takes over when wanted
 * (./series-on-demand.tsx), so a guest's page does not start with its code (issue #17).
 */
export async function SeriesWatchSection(props: Omit<SeriesWatchProps, "early">) {
  const { seasons, requested, host, fallbackImage, locale, title } = props;
  const t = await getTranslations();
  const choice = chooseEpisode(seasons, requested.season, requested.episode, null);
  if (!choice) return <p className={styles.empty}>{t("watch.noEpisodes")}</p>;
  const stage = episodeStage(choice, { title, locale, host, fallbackImage });
  return (
    <SeriesFirstDrawing
      {...props}
      choice={choice}
      player={
        <PosterStage picture={<StagePicture src={stage.still} />}>
          {stage.src ? (
            <PlayButton label={t("player.playTitle", { title: stage.title })} />
          ) : (
            <Unavailable>{t("player.unavailable")}</Unavailable>
          )}
        </PosterStage>
      }
    />
  );
}
