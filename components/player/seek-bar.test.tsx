import { act, fireEvent, screen } from "@testing-library/react";

import { renderWithProviders } from "@/components/test-utils";
import type { StoryboardTile } from "@/lib/player/storyboard";
import type { PlayerState } from "./player-store";
import { SeekBar } from "./seek-bar";
import { InPlayer, testPlayerStore } from "./test-player";

/** jsdom has no PointerEvent: a mouse event of the pointer's type carries clientX to React. */
const pointerMove = (element: Element, clientX: number) =>
  fireEvent(element, new MouseEvent("pointermove", { bubbles: true, clientX }));

const SPRITE = "http://localhost/media/clips/a/storyboard.jpg";
const tiles: StoryboardTile[] = Array.from({ length: 16 }, (_, second) => ({
  start: second,
  end: second + 1,
  url: SPRITE,
  rect: { x: (second % 4) * 160, y: Math.floor(second / 4) * 90, w: 160, h: 90 },
}));

function renderBar(state: Partial<PlayerState> = {}) {
  const onSeek = jest.fn();
  const onKeyboardSeek = jest.fn();
  const store = testPlayerStore(
    { time: 0, duration: 16, buffered: 0, ...state },
    { seekTo: onSeek, previewKeyboardSeek: onKeyboardSeek },
  );
  const view = renderWithProviders(
    <InPlayer store={store}>
      <SeekBar />
    </InPlayer>,
  );
  const bar = screen.getByRole("slider");
  bar.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 10 }) as DOMRect;
  return { ...view, bar, onSeek, onKeyboardSeek, store };
}
describe("SeekBar previews", () => {
  it("show the tile and the time under the pointer, and go when it leaves", () => {
    const { bar } = renderBar({ tiles });
    pointerMove(bar, 300); // halfway: second 8
    expect(screen.getByTestId("seek-preview")).toHaveTextContent("0:08");
    const tile = screen.getByTestId("seek-tile");
    expect(tile.style.backgroundPosition).toBe("0px -180px");
    expect(tile.style.backgroundImage).toBe(`url("${SPRITE}")`);
    pointerMove(bar, 480); // 95%: second 15
    expect(screen.getByTestId("seek-tile").style.backgroundPosition).toBe("-480px -270px");
    fireEvent.pointerLeave(bar);
    expect(screen.queryByTestId("seek-preview")).not.toBeInTheDocument();
  });

  it("show the time alone for a title without a storyboard", () => {
    const { bar } = renderBar();
    pointerMove(bar, 200);
    expect(screen.getByTestId("seek-preview")).toHaveTextContent("0:04");
    expect(screen.queryByTestId("seek-tile")).not.toBeInTheDocument();
  });

  it("preview where a keyboard seek landed, as long as the player says", () => {
    const { bar, onSeek, onKeyboardSeek, store } = renderBar({ tiles });
    fireEvent.change(bar, { target: { value: "11" } });
    expect(onSeek).toHaveBeenCalledWith(11);
    expect(onKeyboardSeek).toHaveBeenCalledWith(11);
    act(() => store.setState({ time: 11, keyboardAt: 11 }));
    expect(screen.getByTestId("seek-preview")).toHaveTextContent("0:11");
    expect(screen.getByTestId("seek-tile").style.backgroundPosition).toBe("-480px -180px");
  });
});
