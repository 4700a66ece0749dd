import { idsField, idsOf, moved, targetOfKey } from "./home-order";

describe("moving a row", () => {
  it("takes it out and puts it in at the new place", () => {
    expect(moved(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moved(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
  });
  it("keeps the list as it is for a move to where it is, and clamps a move past either end", () => {
    expect(moved(["a", "b"], 1, 1)).toEqual(["a", "b"]);
    expect(moved(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 1, -4)).toEqual(["b", "a", "c"]);
    expect(moved([], 0, 1)).toEqual([]);
  });
});

describe("the keys of a row's handle", () => {
  it("move it one place up or down, or to either end, and stop at the ends", () => {
    expect(targetOfKey("ArrowUp", 2, 5)).toBe(1);
    expect(targetOfKey("ArrowDown", 2, 5)).toBe(3);
    expect(targetOfKey("ArrowUp", 0, 5)).toBe(0);
    expect(targetOfKey("ArrowDown", 4, 5)).toBe(4);
    expect(targetOfKey("Home", 3, 5)).toBe(0);
    expect(targetOfKey("End", 0, 5)).toBe(4);
    expect(targetOfKey("Enter", 0, 5)).toBeNull();
  });
});

describe("the ids the form posts", () => {
  it("go there and back", () => {
    expect(idsOf(idsField([4, 1, 3]))).toEqual([4, 1, 3]);
  });
  it("are none when any part is not an id", () => {
    expect(idsOf("4,x,3")).toEqual([]);
    expect(idsOf("")).toEqual([]);
    expect(idsOf(null)).toEqual([]);
  });
});
