import { act, screen, waitFor, within } from "@testing-library/react";
import { recordingApi, renderWithProviders, t, testSession } from "@/components/test-utils";
import { PLAYER_START_EVENT } from "@/components/player/events";
import { PlayButton, PosterStage } from "@/components/player/poster-stage";
import { chooseEpisode } from "@/lib/catalogue/episodes";
import { SeriesFirstDrawing } from "./series-first-drawing";
import { TEST_SEASONS } from "@/lib/catalogue/test-seasons";

// The live part's history reads go through the API client (tested in lib/api/client.test.ts and
// end to end): here it answers that nothing was watched.
const { api, requests, answer } = recordingApi();
jest.mock("@/components/data/use-api-client", () => ({ useApiClient: () => api }));

const seasons = TEST_SEASONS;
const props = {
  seriesId: 3,
  slugTitle: "Ghost Train Academy",
  title: "Ghost Train Academy",
  audioLanguage: "ja",
  locale: "en" as const,
  seasons,
  requested: { season: null, episode: null },
  host: "",
  fallbackImage: null,
  episodeDocumentTitle: "Ghost Train Academy: {episode} | Cineva",
};

/** As the server draws it (components/watch/series-watch-section.tsx): episode 1, Play, links. */
function renderPage(session = null as ReturnType<typeof testSession> | null) {
  window.history.replaceState(null, "", "/tvseries/3/ghost-train-academy");
  return renderWithProviders(
    <SeriesFirstDrawing
      {...props}
      choice={chooseEpisode(seasons, null, null, null)!}
      player={
        <PosterStage>
          <PlayButton label="Play Ghost Train Academy — Departure" />
        </PosterStage>
      }
    />,
    { session },
  );
}

const heading = () => screen.getByTestId("episode-heading");
const path = () => decodeURIComponent(window.location.pathname);

beforeEach(() => {
  requests.length = 0;
  answer.mockReturnValue({ last: null, entries: [] });
});

describe("SeriesOnDemand", () => {
  it("plays an episode chosen on the server's list, in place and with the address following", async () => {
    const { user } = renderPage();
    expect(heading()).toHaveTextContent("S1 · E1 — Departure");
    await user.click(screen.getByRole("link", { name: /Episode 2/ }));
    await waitFor(() => expect(heading()).toHaveTextContent("S1 · E2 — Tunnel"));
    expect(path()).toBe("/tvseries/3/ghost-train-academy&ss=1&ep=2");
    expect(await screen.findByTestId("video-player")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Episode 2/ })).toHaveAttribute("aria-current", "true");
  });

  it("starts the player when Play was pressed before the live part arrived", async () => {
    const { user } = renderPage();
    expect(screen.queryByTestId("video-player")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("play"));
    expect(await screen.findByTestId("video-player")).toBeInTheDocument();
    expect(heading()).toHaveTextContent("S1 · E1 — Departure");
    expect(path()).toBe("/tvseries/3/ghost-train-academy"); // nothing picked: the address stays
  });

  it("starts the player from the hero's Play button too", async () => {
    renderPage();
    act(() => window.dispatchEvent(new Event(PLAYER_START_EVENT)));
    expect(await screen.findByTestId("video-player")).toBeInTheDocument();
  });

  it("keeps a season chosen on the server's select, with the focus on it", async () => {
    const { user } = renderPage();
    const select = screen.getByRole("combobox", { name: t("en", "watch.seasonLabel") });
    await user.selectOptions(select, "Season 2");
    const list = screen.getByRole("list");
    await waitFor(() => expect(within(list).getByRole("link", { name: /Return/ })).toBeInTheDocument());
    expect(screen.getByRole("combobox", { name: t("en", "watch.seasonLabel") })).toHaveValue("20");
    expect(screen.getByRole("combobox", { name: t("en", "watch.seasonLabel") })).toHaveFocus();
    expect(heading()).toHaveTextContent("S1 · E1 — Departure"); // viewing a season plays nothing
  });

  it("hands the keyboard's place over: Enter on an episode leaves the focus on it", async () => {
    const { user } = renderPage();
    screen.getByRole("link", { name: /Episode 2/ }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(heading()).toHaveTextContent("S1 · E2 — Tunnel"));
    expect(screen.getByRole("link", { name: /Episode 2/ })).toHaveFocus();
  });

  it("leaves a guest's page as drawn until they act, and loads a viewer's history at once", async () => {
    renderPage();
    await act(() => Promise.resolve());
    expect(requests).toEqual([]);

    renderPage(testSession());
    await waitFor(() => expect(requests).toEqual([{ method: "GET", path: "/history/series/3" }]));
  });
});
