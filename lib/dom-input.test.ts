import { focusIfLost, isPlainClick } from "./dom-input";

const click = { metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, button: 0 };

describe("isPlainClick", () => {
  it("is a left click without modifiers", () => {
    expect(isPlainClick(click)).toBe(true);
    for (const modifier of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)
      expect(isPlainClick({ ...click, [modifier]: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});

describe("focusIfLost", () => {
  afterEach(() => document.body.replaceChildren());

  it("focuses the element when nothing has the focus", () => {
    const button = document.body.appendChild(document.createElement("button"));
    focusIfLost(button);
    expect(button).toHaveFocus();
  });

  it("leaves the focus where the viewer has moved it", () => {
    const other = document.body.appendChild(document.createElement("input"));
    const button = document.body.appendChild(document.createElement("button"));
    other.focus();
    focusIfLost(button);
    expect(other).toHaveFocus();
    focusIfLost(null);
    expect(other).toHaveFocus();
  });
});
