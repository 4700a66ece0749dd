import { creditsLine } from "./credits-line";

const people = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, name: `P${i}` }));

describe("a title's credits on its page", () => {
  it("lists the first billed and counts the rest", () => {
    expect(creditsLine(people(2))).toEqual({ names: "P0, P1", more: 0 });
    expect(creditsLine(people(11), 3)).toEqual({ names: "P0, P1, P2", more: 8 });
    expect(creditsLine([])).toEqual({ names: "", more: 0 });
  });
});
