import { scrollToFit, turnAction } from "./fit";

// A 768 px window under a 99 px header, 12 px kept on each side: the band runs from 111 to 756.
const band = { top: 111, bottom: 756 };

describe("scrollToFit", () => {
  it("leaves a stage that is already inside the band where it is", () => {
    expect(scrollToFit({ top: 111, bottom: 756 }, band)).toBe(0);
    expect(scrollToFit({ top: 200, bottom: 500 }, band)).toBe(0);
  });

  it("brings a stage that the header covers down below it", () => {
    expect(scrollToFit({ top: 32, bottom: 677 }, band)).toBe(-79);
  });

  it("brings a stage whose controls are below the window's edge up, no further than needed", () => {
    expect(scrollToFit({ top: 600, bottom: 1245 }, band)).toBe(489);
    expect(scrollToFit({ top: 300, bottom: 800 }, band)).toBe(44);
  });

  it("shows the top of a stage taller than the band", () => {
    expect(scrollToFit({ top: 400, bottom: 1200 }, band)).toBe(289);
    expect(scrollToFit({ top: -50, bottom: 750 }, band)).toBe(-161);
  });
});

describe("turnAction", () => {
  const upright = { landscape: false, playing: true, fullscreen: false, enteredByTurning: false };

  it("goes fullscreen when a playing film is turned sideways", () => {
    expect(turnAction({ ...upright, landscape: true })).toBe("enter");
  });

  it("does nothing to a paused film or one already fullscreen", () => {
    expect(turnAction({ ...upright, landscape: true, playing: false })).toBeNull();
    expect(turnAction({ ...upright, landscape: true, fullscreen: true })).toBeNull();
  });

  it("leaves fullscreen when turned upright again, only if turning started it", () => {
    expect(turnAction({ ...upright, fullscreen: true, enteredByTurning: true })).toBe("exit");
    expect(turnAction({ ...upright, fullscreen: true, playing: false, enteredByTurning: true })).toBe("exit");
    expect(turnAction({ ...upright, fullscreen: true })).toBeNull();
    expect(turnAction(upright)).toBeNull();
  });
});
