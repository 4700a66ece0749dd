import type { HandoffTarget } from "@/lib/contract/activity";
import { handoffTargetPath } from "./handoff-target";

const card = (kind: "movie" | "series", id: number, title_en: string) =>
  ({ kind, id, title_en }) as HandoffTarget["title"];

describe("handoffTargetPath", () => {
  it("opens a film at its canonical address", () => {
    expect(handoffTargetPath({ title: card("movie", 3, "Saigon Midnight Courier"), episode: null })).toBe(
      "/movie/3/saigon-midnight-courier",
    );
  });

  it("opens a series at the episode the link was made on", () => {
    expect(
      handoffTargetPath({
        title: card("series", 1, "House of Silk Lanterns"),
        episode: { id: 40, season_no: 2, episode_no: 5 },
      }),
    ).toBe("/tvseries/1/house-of-silk-lanterns&ss=2&ep=5");
    expect(handoffTargetPath({ title: card("series", 1, "House of Silk Lanterns"), episode: null })).toBe(
      "/tvseries/1/house-of-silk-lanterns",
    );
  });
});
