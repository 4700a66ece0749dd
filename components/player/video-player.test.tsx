import { act, screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders, t } from "@/components/test-utils";
import { PLAYER_STORAGE_KEYS } from "@/lib/player/preferences";
import type { PlayableMedia } from "./playable-media";
import { WatchPlayer } from "./watch-player";
import { VideoPlayer } from "./video-player";

const subtitles = [
  { lang: "en" as const, label: "English", src: "/media/clips/aurora/subs.en.vtt" },
  { lang: "vi" as const, label: "Tiếng Việt", src: "/media/clips/aurora/subs.vi.vtt" },
];

/** A title heard in English with neither poster nor segments nor storyboard. */
function media<M extends Pick<PlayableMedia, "title" | "src"> & Partial<PlayableMedia>>(given: M) {
  return {
    poster: null,
    subtitles: [],
    segments: [],
    storyboard: null,
    audio: [],
    audioLanguage: "en",
    ...given,
  };
}

function renderPlayer() {
  return renderWithProviders(
    <VideoPlayer
      media={media({ src: "/media/clips/aurora/master.m3u8", subtitles, title: "The Quiet Orbit" })}
    />,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("VideoPlayer", () => {
  it("says plainly when the browser cannot play streaming video (jsdom has neither MSE nor native HLS)", async () => {
    renderPlayer();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(t("en", "player.error.title"));
    expect(alert).toHaveTextContent(t("en", "player.error.unsupported"));
    expect(within(alert).getByRole("button", { name: t("en", "player.retry") })).toBeInTheDocument();
  });

  it("opens the shortcut list with ? and closes it with Escape", async () => {
    const { user } = renderPlayer();
    const player = screen.getByRole("region", { name: "Video player: The Quiet Orbit" });
    act(() => player.focus());
    await user.keyboard("?");
    const help = screen.getByRole("dialog", { name: t("en", "player.shortcuts.title") });
    expect(help).toHaveTextContent(t("en", "player.shortcuts.back"));
    expect(help).toHaveTextContent(t("en", "player.shortcuts.captions"));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("cycles subtitles with c and remembers the choice and the speed for the next visit", async () => {
    const { user, unmount } = renderPlayer();
    act(() => screen.getByRole("region", { name: /The Quiet Orbit/ }).focus());
    await user.keyboard("c");
    expect(screen.getByLabelText(t("en", "player.subtitles"), { selector: "select" })).toHaveValue("en");
    await user.keyboard("c");
    expect(screen.getByLabelText(t("en", "player.subtitles"), { selector: "select" })).toHaveValue("vi");
    await user.selectOptions(screen.getByLabelText(t("en", "player.speed")), "1.5");
    expect(window.localStorage.getItem(PLAYER_STORAGE_KEYS.subtitles)).toBe("vi");
    unmount();

    renderPlayer();
    expect(screen.getByLabelText(t("en", "player.subtitles"), { selector: "select" })).toHaveValue("vi");
    expect(screen.getByLabelText(t("en", "player.speed"))).toHaveValue("1.5");
  });

  it("starts a title heard in another language with the interface language's subtitles", () => {
    const shown = () => screen.getByLabelText(t("vi", "player.subtitles"), { selector: "select" });
    const { unmount } = renderWithProviders(
      <VideoPlayer
        media={media({ src: "/x.m3u8", subtitles, title: "Seoul Static", audioLanguage: "ko" })}
      />,
      { locale: "vi" },
    );
    expect(shown()).toHaveValue("vi");
    expect(screen.getByRole("button", { name: t("vi", "player.subtitles") })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    unmount();

    // Heard in Vietnamese: none.
    renderWithProviders(
      <VideoPlayer media={media({ src: "/x.m3u8", subtitles, title: "Mưa", audioLanguage: "vi" })} />,
      { locale: "vi" },
    );
    expect(shown()).toHaveValue("off");
  });

  it("keeps the viewer's remembered choice over the title's default, off included", () => {
    window.localStorage.setItem(PLAYER_STORAGE_KEYS.subtitles, "off");
    const { unmount } = renderWithProviders(
      <VideoPlayer
        media={media({ src: "/x.m3u8", subtitles, title: "Seoul Static", audioLanguage: "ko" })}
      />,
      { locale: "vi" },
    );
    expect(screen.getByLabelText(t("vi", "player.subtitles"), { selector: "select" })).toHaveValue("off");
    unmount();

    window.localStorage.setItem(PLAYER_STORAGE_KEYS.subtitles, "en");
    renderWithProviders(
      <VideoPlayer
        media={media({ src: "/x.m3u8", subtitles, title: "Seoul Static", audioLanguage: "ko" })}
      />,
      { locale: "vi" },
    );
    expect(screen.getByLabelText(t("vi", "player.subtitles"), { selector: "select" })).toHaveValue("en");
  });

  it("turns on the interface language's subtitles first with c, and remembers it", async () => {
    window.localStorage.setItem(PLAYER_STORAGE_KEYS.subtitles, "off");
    const { user } = renderWithProviders(
      <VideoPlayer media={media({ src: "/x.m3u8", subtitles, title: "Quỹ đạo lặng im" })} />,
      { locale: "vi" },
    );
    const shown = () => screen.getByLabelText(t("vi", "player.subtitles"), { selector: "select" });
    expect(shown()).toHaveValue("off");
    act(() => screen.getByRole("region", { name: /Quỹ đạo lặng im/ }).focus());
    await user.keyboard("c");
    expect(shown()).toHaveValue("vi");
    await user.keyboard("c");
    expect(shown()).toHaveValue("en");
    expect(window.localStorage.getItem(PLAYER_STORAGE_KEYS.subtitles)).toBe("en");
    await user.keyboard("c");
    expect(shown()).toHaveValue("off");
  });

  it("labels every control for assistive technology, in Vietnamese too", async () => {
    renderWithProviders(
      <VideoPlayer media={media({ src: "/x.m3u8", subtitles, title: "Quỹ đạo lặng im" })} />,
      { locale: "vi" },
    );
    for (const name of ["player.mute", "player.settings", "player.fullscreen", "player.subtitles"] as const) {
      expect(screen.getByRole("button", { name: t("vi", name) })).toBeInTheDocument();
    }
    expect(screen.getByRole("slider", { name: t("vi", "player.seek") })).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent(t("vi", "player.error.title"));
  });
});

describe("WatchPlayer", () => {
  it("shows the poster and a play button, then loads the player when pressed", async () => {
    const { user } = renderWithProviders(
      <WatchPlayer
        media={media({ title: "The Quiet Orbit", src: "/media/clips/aurora/master.m3u8" })}
        savedPosition={null}
      />,
    );
    expect(screen.queryByRole("region", { name: /Video player/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Play The Quiet Orbit" }));
    expect(await screen.findByRole("region", { name: "Video player: The Quiet Orbit" })).toBeInTheDocument();
  });

  it("offers to resume from the saved position", () => {
    renderWithProviders(<WatchPlayer media={media({ title: "X", src: "/a.m3u8" })} savedPosition={42} />);
    expect(screen.getByRole("button", { name: "Resume from 0:42" })).toBeInTheDocument();
  });

  it("starts when a Play button elsewhere on the page asks", async () => {
    renderWithProviders(<WatchPlayer media={media({ title: "X", src: "/a.m3u8" })} savedPosition={null} />);
    act(() => void window.dispatchEvent(new Event("player:start")));
    await waitFor(() => expect(screen.getByRole("region", { name: "Video player: X" })).toBeInTheDocument());
  });

  it("starts at once when the address carries a video over a language switch, and takes it away", async () => {
    window.history.replaceState(null, "", "/vi/movie/18/the-quiet-orbit#t=9");
    renderWithProviders(<WatchPlayer media={media({ title: "X", src: "/a.m3u8" })} savedPosition={null} />, {
      locale: "vi",
    });
    expect(await screen.findByRole("region", { name: "Trình phát video: X" })).toBeInTheDocument();
    // Taken: a reload starts as usual.
    await waitFor(() => expect(window.location.hash).toBe(""));
  });

  it("says when a title cannot be played yet", () => {
    renderWithProviders(<WatchPlayer media={media({ title: "X", src: null })} />, { locale: "vi" });
    expect(screen.getByRole("status")).toHaveTextContent(t("vi", "player.unavailable"));
  });
});
