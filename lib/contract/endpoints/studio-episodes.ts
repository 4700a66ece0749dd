/** A series' seasons and episodes in the studio (issue #36), for the roles with the catalogue permission. */
import {
  StudioEpisodeParamsSchema,
  StudioEpisodeSchema,
  StudioEpisodeUpdateSchema,
  StudioNewEpisodeSchema,
  StudioSeasonParamsSchema,
  StudioSeasonsSchema,
  StudioSeriesParamsSchema,
} from "../studio-episodes";
import { endpoint } from "../endpoint";

export const studioSeasons = endpoint({
  method: "get",
  path: "/studio/series/{id}/seasons",
  params: StudioSeriesParamsSchema,
  response: StudioSeasonsSchema,
});

/** The season after the last one. */
export const studioAddSeason = endpoint({
  method: "post",
  path: "/studio/series/{id}/seasons",
  params: StudioSeriesParamsSchema,
  response: StudioSeasonsSchema,
  status: 201,
});

export const studioCreateEpisode = endpoint({
  method: "post",
  path: "/studio/series/{id}/seasons/{season}/episodes",
  params: StudioSeasonParamsSchema,
  body: StudioNewEpisodeSchema,
  response: StudioEpisodeSchema,
  status: 201,
});

export const studioEpisode = endpoint({
  method: "get",
  path: "/studio/series/{id}/episodes/{episode}",
  params: StudioEpisodeParamsSchema,
  response: StudioEpisodeSchema,
});

export const studioSaveEpisode = endpoint({
  method: "put",
  path: "/studio/series/{id}/episodes/{episode}",
  params: StudioEpisodeParamsSchema,
  body: StudioEpisodeUpdateSchema,
  response: StudioEpisodeSchema,
});
