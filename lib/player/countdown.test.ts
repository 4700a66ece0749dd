import { secondsLeft } from "./countdown";

describe("secondsLeft", () => {
  it("counts down whole seconds and stops at zero", () => {
    expect(secondsLeft(0, 0)).toBe(10);
    expect(secondsLeft(0, 1)).toBe(10);
    expect(secondsLeft(0, 1000)).toBe(9);
    expect(secondsLeft(0, 9500)).toBe(1);
    expect(secondsLeft(0, 10_000)).toBe(0);
    expect(secondsLeft(0, 60_000)).toBe(0);
    expect(secondsLeft(0, 2000, 5)).toBe(3);
  });
});
