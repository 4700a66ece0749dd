import { createRef } from "react";
import { act, screen } from "@testing-library/react";
import { renderWithProviders, t } from "@/components/test-utils";
import { DEFAULT_PREFERENCES, type PlayerPreferences, type SubtitleChoice } from "@/lib/player/preferences";
import type { PlayerState } from "./player-store";
import { SettingsMenu } from "./settings-menu";
import { InPlayer, testPlayerStore } from "./test-player";

/** What the menu shows, as the store holds it (the remembered choices among the preferences). */
type MenuState = Partial<Omit<PlayerState, "prefs">> &
  Partial<Pick<PlayerPreferences, "captionSize" | "captionBackground" | "rate" | "autoSkip">> & {
    secondSubtitle?: SubtitleChoice;
  };

function menuState({ secondSubtitle, captionSize, captionBackground, rate, autoSkip, ...state }: MenuState) {
  const prefs = { secondSubtitles: secondSubtitle, captionSize, captionBackground, rate, autoSkip };
  const given = Object.fromEntries(Object.entries(prefs).filter(([, value]) => value !== undefined));
  return { ...state, prefs: { ...DEFAULT_PREFERENCES, ...given } };
}

function renderMenu(props: MenuState & { open?: boolean } = {}) {
  const handlers = {
    onLevel: jest.fn(),
    onSubtitles: jest.fn(),
    onSecondSubtitles: jest.fn(),
    onCaptionSize: jest.fn(),
    onCaptionBackground: jest.fn(),
    onRate: jest.fn(),
    onAutoSkip: jest.fn(),
    onAudio: jest.fn(),
    onClose: jest.fn(),
  };
  const { open = true, ...given } = props;
  const store = testPlayerStore(
    menuState({
      settingsOpen: open,
      levels: [
        { index: 1, height: 1080 },
        { index: 0, height: 480 },
      ],
      level: -1,
      autoHeight: null,
      subtitles: [{ lang: "vi", label: "Tiếng Việt", src: "/s.vi.vtt" }],
      subtitle: "off",
      captionSize: "medium",
      captionBackground: "shadow",
      rate: 1,
      hasSegments: false,
      autoSkip: false,
      ...given,
    }),
    {
      chooseLevel: handlers.onLevel,
      chooseAudio: handlers.onAudio,
      closePanels: handlers.onClose,
      chooseSubtitles: (choice, which) =>
        (which === "secondSubtitles" ? handlers.onSecondSubtitles : handlers.onSubtitles)(choice),
      setPreference(key, value) {
        const handler = {
          captionSize: handlers.onCaptionSize,
          captionBackground: handlers.onCaptionBackground,
          rate: handlers.onRate,
          autoSkip: handlers.onAutoSkip,
          muted: jest.fn(),
        }[key];
        handler(value);
      },
    },
  );
  const view = renderWithProviders(
    <InPlayer store={store}>
      <SettingsMenu id="settings" panelRef={createRef<HTMLDivElement>()} />
    </InPlayer>,
  );
  return { ...view, ...handlers, store };
}
const quality = () => screen.getByLabelText(t("en", "player.quality"));

describe("SettingsMenu", () => {
  it("says which height automatic quality is playing at, once known", () => {
    const { store } = renderMenu();
    expect(quality()).toHaveDisplayValue("Auto");
    act(() => store.setState({ levels: [], autoHeight: 720, subtitles: [] }));
    expect(quality()).toHaveDisplayValue("Auto (720p)");
  });

  it("offers the levels, the media's subtitles and the speeds, and passes the choices on", async () => {
    const { user, onLevel, onSubtitles, onRate } = renderMenu({ autoHeight: 480 });
    expect(Array.from((quality() as HTMLSelectElement).options, (o) => o.text)).toEqual([
      "Auto (480p)",
      "1080p",
      "480p",
    ]);
    await user.selectOptions(quality(), "1");
    expect(onLevel).toHaveBeenCalledWith(1);
    await user.selectOptions(screen.getByLabelText(t("en", "player.subtitles")), "vi");
    expect(onSubtitles).toHaveBeenCalledWith("vi");
    const speed = screen.getByLabelText(t("en", "player.speed"));
    expect(speed).toHaveDisplayValue(t("en", "player.normalSpeed"));
    await user.selectOptions(speed, "0.75");
    expect(onRate).toHaveBeenCalledWith(0.75);
  });

  it("offers the sounds by their names when there is a choice, the playing one chosen", async () => {
    const audio = () => screen.queryByLabelText(t("en", "player.audio"));
    const single = renderMenu({ audioTracks: ["Original"] });
    expect(audio()).not.toBeInTheDocument();
    single.unmount();
    const { user, onAudio } = renderMenu({
      audioTracks: ["Original", "Thuyết minh", "English"],
      audioTrack: 1,
    });
    expect(Array.from((audio() as HTMLSelectElement).options, (o) => o.text)).toEqual([
      "Original",
      "Thuyết minh",
      "English",
    ]);
    expect(audio()).toHaveDisplayValue("Thuyết minh");
    await user.selectOptions(audio()!, "2");
    expect(onAudio).toHaveBeenCalledWith(2);
  });

  it("offers a second language, above the first, only while the first shows, and never the same one", async () => {
    const both = [
      { lang: "en" as const, label: "English", src: "/s.en.vtt" },
      { lang: "vi" as const, label: "Tiếng Việt", src: "/s.vi.vtt" },
    ];
    const label = t("en", "player.secondSubtitles");
    const withoutFirst = renderMenu({ subtitles: both });
    expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    withoutFirst.unmount();
    const { user, onSecondSubtitles } = renderMenu({ subtitles: both, subtitle: "en", secondSubtitle: "en" });
    const second = screen.getByLabelText(label) as HTMLSelectElement;
    expect(Array.from(second.options, (o) => o.text)).toEqual([t("en", "player.subtitlesOff"), "Tiếng Việt"]);
    expect(second).toHaveDisplayValue(t("en", "player.subtitlesOff"));
    await user.selectOptions(second, "vi");
    expect(onSecondSubtitles).toHaveBeenCalledWith("vi");
  });

  it("offers at least three sizes and three backgrounds for the subtitles, in Vietnamese too", async () => {
    const { user, onCaptionSize, onCaptionBackground } = renderMenu({ captionBackground: "box" });
    const size = screen.getByLabelText(t("en", "player.captionSize")) as HTMLSelectElement;
    expect(Array.from(size.options, (o) => o.text)).toEqual(["Small", "Medium", "Large", "Extra large"]);
    await user.selectOptions(size, "large");
    expect(onCaptionSize).toHaveBeenCalledWith("large");
    const background = screen.getByLabelText(t("en", "player.captionBackground"));
    expect(background).toHaveDisplayValue("Box");
    await user.selectOptions(background, "none");
    expect(onCaptionBackground).toHaveBeenCalledWith("none");
    expect(t("vi", "player.captionSizes.xlarge")).toBe("Rất lớn");
  });

  it("has no subtitle appearance to choose for a title without subtitles", () => {
    renderMenu({ subtitles: [] });
    expect(screen.queryByLabelText(t("en", "player.captionSize"))).not.toBeInTheDocument();
  });

  it("offers to skip intros and recaps automatically only for a title that marks them", async () => {
    const label = t("en", "player.autoSkip");
    renderMenu();
    expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
  });

  it("passes the automatic-skip choice on", async () => {
    const { user, onAutoSkip } = renderMenu({ hasSegments: true });
    const box = screen.getByRole("checkbox", { name: t("en", "player.autoSkip") });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(onAutoSkip).toHaveBeenCalledWith(true);
  });

  it("closes from its own button and from a tap beside it (the phone's sheet), focus then going back", async () => {
    const { user, onClose, container } = renderMenu();
    const close = screen.getByRole("button", { name: t("en", "player.close") });
    await user.click(close);
    // The element it came from: inside the menu, so focus goes back to the settings button.
    expect(onClose).toHaveBeenLastCalledWith(close);
    const veil = container.querySelector(".veil")!;
    await user.click(veil);
    expect(onClose).toHaveBeenLastCalledWith(veil);
    expect(t("vi", "player.close")).toBe("Đóng");
  });

  it("stays in the page while closed, hidden", () => {
    const { container } = renderMenu({ open: false });
    const menu = container.querySelector("#settings");
    expect(menu).toHaveAttribute("role", "group");
    expect(menu).not.toBeVisible();
    expect(screen.queryByRole("group")).not.toBeInTheDocument();
    expect(container.querySelector(".veil")).toBeNull();
  });
});
