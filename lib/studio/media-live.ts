/**
 * Where a title's media streams live (server/modules/studio/media-live-routes.ts), from the browser
 * through app/api/studio/titles/…/media/live, which adds the studio session; kept apart from the
 * contract's schemas so the studio's script does not carry them.
 */
export const titleMediaLivePath = (kind: "movie" | "series", id: number, language: string) =>
  `/api/studio/titles/${kind}/${id}/media/live?lang=${language}`;
