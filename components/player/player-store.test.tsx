import { act, render, renderHook, screen } from "@testing-library/react";
import { INITIAL_PLAYER_STATE, usePlayerActions, usePlayerState } from "./player-store";
import { InPlayer, testPlayerStore } from "./test-player";
import { usePlayerPanels } from "./use-player-panels";

describe("the player's store", () => {
  it("merges what changed and tells every subscriber, once per change", () => {
    const store = testPlayerStore();
    const heard = jest.fn();
    const alsoHeard = jest.fn();
    store.subscribe(heard);
    const leave = store.subscribe(alsoHeard);
    store.setState({ time: 12, playing: true });
    expect(store.getState()).toMatchObject({
      time: 12,
      playing: true,
      duration: INITIAL_PLAYER_STATE.duration,
    });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(alsoHeard).toHaveBeenCalledTimes(1);
    leave();
    store.setState({ time: 13 });
    expect(heard).toHaveBeenCalledTimes(2);
    expect(alsoHeard).toHaveBeenCalledTimes(1);
  });

  it("stays silent when nothing changed", () => {
    const store = testPlayerStore({ time: 5 });
    const heard = jest.fn();
    store.subscribe(heard);
    store.setState({ time: 5, duration: Number.NaN });
    expect(heard).not.toHaveBeenCalled();
  });

  it("redraws a control that reads it, and hands it the player's actions", () => {
    const seekTo = jest.fn();
    const store = testPlayerStore({ time: 1 }, { seekTo });
    function Clock() {
      const time = usePlayerState((s) => s.time);
      const actions = usePlayerActions();
      return (
        <button type="button" onClick={() => actions.seekTo(time + 10)}>
          {time}
        </button>
      );
    }
    render(
      <InPlayer store={store}>
        <Clock />
      </InPlayer>,
    );
    act(() => store.setState({ time: 7 }));
    expect(screen.getByRole("button")).toHaveTextContent("7");
    act(() => screen.getByRole("button").click());
    expect(seekTo).toHaveBeenCalledWith(17);
  });

  it("keeps the panels: one dialog at a time, and Escape closes them all", () => {
    const store = testPlayerStore();
    const heard = jest.fn();
    store.subscribe(heard);
    const { result } = renderHook(() => usePlayerPanels(store));
    const { actions } = result.current;
    act(() => actions.toggleSettings());
    act(() => actions.toggleDialog("help"));
    expect(store.getState()).toMatchObject({ settingsOpen: true, dialog: "help" });
    act(() => actions.toggleDialog("handoff"));
    expect(store.getState().dialog).toBe("handoff");
    act(() => actions.closePanels(null));
    expect(store.getState()).toMatchObject({ settingsOpen: false, dialog: null });
    expect(heard).toHaveBeenCalledTimes(4);
  });
});
