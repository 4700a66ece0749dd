import type { ReactNode } from "react";
import { nextEpisode, type EpisodeChoice } from "@/lib/catalogue/episodes";
import type { SeriesWatchProps } from "./series-watch";
import { SeriesOnDemand } from "./series-on-demand";
import { SeriesWatchView } from "./series-watch-view";

type Props = Omit<SeriesWatchProps, "early"> & { choice: EpisodeChoice; player: ReactNode };

/**
 * A series' episodes as the server draws them (./series-watch-section.tsx): `choice`, its season's
 * list and next episode, nothing watched, `player` on the stage; under SeriesOnDemand, which brings
 * the live part when wanted.
 */
export function SeriesFirstDrawing({ choice, player, ...props }: Props) {
  return (
    <SeriesOnDemand {...props}>
      <SeriesWatchView
        {...props}
        choice={choice}
        next={nextEpisode(props.seasons, choice.episode.id)}
        viewed={choice.season}
        positions={new Map()}
        player={player}
      />
    </SeriesOnDemand>
  );
}
