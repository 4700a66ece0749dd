import fc from "fast-check";
import { encode } from "uqr";
import { qrPath } from "./qr-path";

/** The modules a path paints, read back by walking its rectangles. */
function painted(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i += 1) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe("qrPath", () => {
  it("draws each run of dark modules in a row as one rectangle", () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe("M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z");
    expect(qrPath([])).toBe("");
  });

  it("paints exactly the dark modules of any matrix", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((size) =>
          fc.array(fc.array(fc.boolean(), { minLength: size, maxLength: size }), {
            minLength: size,
            maxLength: size,
          }),
        ),
        (matrix) => {
          expect(painted(qrPath(matrix), matrix.length)).toEqual(matrix);
        },
      ),
    );
  });

  it("draws a real code for a continue-on-phone link", () => {
    const { data, size } = encode("http://localhost:3000/c/et-TTIsK3ATSsqkuqp32cQque8cBJgl1z1", {
      ecc: "M",
      border: 0,
    });
    expect(painted(qrPath(data), size)).toEqual(data);
    // The three finder patterns' corners are dark.
    expect([data[0]![0], data[0]![size - 1], data[size - 1]![0]]).toEqual([true, true, true]);
  });
});
