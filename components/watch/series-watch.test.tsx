import { act, screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders, t } from "@/components/test-utils";
import type { Locale } from "@/lib/i18n/config";
import { SeriesWatch } from "./series-watch";
import { TEST_SEASONS } from "@/lib/catalogue/test-seasons";

const seasons = TEST_SEASONS;

function renderSeries(
  requested = { season: null as number | null, episode: null as number | null },
  locale: Locale = "en",
) {
  window.history.replaceState(null, "", "/tvseries/3/ghost-train-academy");
  return renderWithProviders(
    <SeriesWatch
      seriesId={3}
      slugTitle="Ghost Train Academy"
      title="Ghost Train Academy"
      audioLanguage="ja"
      locale={locale}
      seasons={seasons}
      requested={requested}
      host=""
      fallbackImage={null}
      episodeDocumentTitle="Ghost Train Academy: {episode} | Cineva"
    />,
    { locale },
  );
}

const heading = () => screen.getByTestId("episode-heading");

describe("SeriesWatch", () => {
  it("starts with the episode the URL names", () => {
    renderSeries({ season: 1, episode: 2 });
    expect(heading()).toHaveTextContent("S1 · E2 — Tunnel");
  });

  it("falls back to the first episode for a guest when the URL names none that exists", () => {
    renderSeries({ season: 7, episode: 9 });
    expect(heading()).toHaveTextContent("S1 · E1 — Departure");
  });

  it("plays a chosen episode and updates the URL without a reload; back returns to the previous one", async () => {
    document.title = "Ghost Train Academy | Cineva";
    const { user } = renderSeries();
    expect(document.title).toBe("Ghost Train Academy | Cineva");
    await user.click(screen.getByRole("link", { name: /Episode 2/ }));
    expect(heading()).toHaveTextContent("S1 · E2 — Tunnel");
    expect(document.title).toBe("Ghost Train Academy: S1 · E2 — Tunnel | Cineva");
    expect(decodeURIComponent(window.location.pathname)).toBe("/tvseries/3/ghost-train-academy&ss=1&ep=2");
    expect(screen.getByRole("link", { name: /Episode 2/ })).toHaveAttribute("aria-current", "true");

    await user.selectOptions(screen.getByRole("combobox", { name: "Season" }), "Season 2");
    await user.click(screen.getByRole("link", { name: /Return/ }));
    expect(heading()).toHaveTextContent("S2 · E1 — Return");
    expect(decodeURIComponent(window.location.pathname)).toBe("/tvseries/3/ghost-train-academy&ss=2&ep=1");

    expect(document.title).toBe("Ghost Train Academy: S2 · E1 — Return | Cineva");

    act(() => window.history.back());
    await waitFor(() => expect(heading()).toHaveTextContent("S1 · E2 — Tunnel"));
    expect(document.title).toBe("Ghost Train Academy: S1 · E2 — Tunnel | Cineva");
  });

  it("offers the next episode, across seasons, and none after the last", async () => {
    const { user } = renderSeries({ season: 1, episode: 2 });
    const next = screen.getByRole("link", { name: t("en", "watch.nextEpisode") });
    expect(next).toHaveAttribute("href", "/tvseries/3/ghost-train-academy&ss=2&ep=1");
    await user.click(next);
    expect(heading()).toHaveTextContent("S2 · E1 — Return");
    expect(screen.queryByRole("link", { name: t("en", "watch.nextEpisode") })).not.toBeInTheDocument();
  });

  it("speaks Vietnamese", () => {
    renderSeries({ season: 2, episode: 1 }, "vi");
    expect(heading()).toHaveTextContent("Phần 2 · Tập 1 — Tập 1: Return");
    const list = screen.getByRole("list");
    expect(within(list).getByText("Tập 1")).toBeInTheDocument();
  });
});
