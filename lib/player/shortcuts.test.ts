import fc from "fast-check";
import { controlKeepsKey, seekTarget, shortcutAction } from "./shortcuts";

describe("player shortcuts", () => {
  it.each([
    [" ", "togglePlay"],
    ["k", "togglePlay"],
    ["K", "togglePlay"],
    ["f", "fullscreen"],
    ["m", "mute"],
    ["c", "captions"],
    ["s", "skip"],
    ["S", "skip"],
    ["?", "help"],
    ["Escape", "close"],
  ])("%j → %s", (key, type) => {
    expect(shortcutAction({ key })?.type).toBe(type);
  });

  it("seek 10 s back with j or ←, forward with l or →", () => {
    for (const key of ["j", "ArrowLeft"]) expect(shortcutAction({ key })).toEqual({ type: "seek", by: -10 });
    for (const key of ["l", "ArrowRight"]) expect(shortcutAction({ key })).toEqual({ type: "seek", by: 10 });
  });

  it("leave browser shortcuts and other keys alone", () => {
    expect(shortcutAction({ key: "f", ctrlKey: true })).toBeNull();
    expect(shortcutAction({ key: "k", metaKey: true })).toBeNull();
    expect(shortcutAction({ key: "ArrowLeft", altKey: true })).toBeNull();
    expect(shortcutAction({ key: "Tab" })).toBeNull();
    expect(shortcutAction({ key: "x" })).toBeNull();
  });

  it("keep seeks inside the media", () => {
    expect(seekTarget(5, -10, 16)).toBe(0);
    expect(seekTarget(12, 10, 16)).toBe(16);
    expect(seekTarget(12, 10, NaN)).toBe(22);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e5 }),
        fc.double({ min: -1e5, max: 1e5 }),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        (t, by, d) => {
          const target = seekTarget(Math.min(t, d), by, d);
          expect(target).toBeGreaterThanOrEqual(0);
          expect(target).toBeLessThanOrEqual(d);
        },
      ),
    );
  });

  it("leave form controls their own keys, and give the player the rest", () => {
    for (const key of ["k", " ", "ArrowUp", "Enter", "Escape"]) {
      expect(controlKeepsKey("SELECT", key)).toBe(true);
      expect(controlKeepsKey("TEXTAREA", key)).toBe(true);
    }
    expect(controlKeepsKey("INPUT", "ArrowLeft")).toBe(true);
    expect(controlKeepsKey("INPUT", " ")).toBe(true);
    expect(controlKeepsKey("BUTTON", " ")).toBe(true);
    expect(controlKeepsKey("BUTTON", "Enter")).toBe(true);
    expect(controlKeepsKey("BUTTON", "ArrowLeft")).toBe(false);
    expect(controlKeepsKey("BUTTON", "k")).toBe(false);
    expect(controlKeepsKey("INPUT", "m")).toBe(false);
    expect(controlKeepsKey("DIV", " ")).toBe(false);
    expect(controlKeepsKey("VIDEO", "ArrowRight")).toBe(false);
  });
});
