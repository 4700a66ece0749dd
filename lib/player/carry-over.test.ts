import { carryOverFragment, playingNow, readCarryOver } from "./carry-over";

describe("a video carried over a language switch", () => {
  it("rides in the address's fragment, to the tenth of a second, playing or paused", () => {
    expect(carryOverFragment({ time: 42.57, playing: true })).toBe("#t=42.5");
    expect(carryOverFragment({ time: 9, playing: false })).toBe("#t=9&paused");
    expect(carryOverFragment({ time: Number.NaN, playing: true })).toBe("#t=0");
  });

  it("is read back as it was written", () => {
    for (const left of [
      { time: 42.5, playing: true },
      { time: 0, playing: false },
      { time: 5400.1, playing: true },
    ])
      expect(readCarryOver(carryOverFragment(left))).toEqual(left);
  });

  it("carries nothing from any other fragment", () => {
    for (const fragment of [
      "",
      "#",
      "#player",
      "#t=",
      "#t=-3",
      "#t=abc",
      "#t=1e9",
      "#t=5&play",
      "#t=5&paused&x",
    ])
      expect(readCarryOver(fragment)).toBeNull();
  });
});

describe("an address that starts playing at once, from where the viewer left off", () => {
  it("names no second, so it carries nothing over and the saved position is used", () => {
    const address = playingNow("/tvseries/3/ghost-train-academy&ss=1&ep=2");
    expect(address).toBe("/tvseries/3/ghost-train-academy&ss=1&ep=2#t=");
    const { pathname, hash } = new URL(address, "https://cineva.test");
    expect(pathname).toBe("/tvseries/3/ghost-train-academy&ss=1&ep=2");
    expect(hash).toBe("#t=");
    expect(readCarryOver(hash)).toBeNull();
  });
});
