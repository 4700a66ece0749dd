import fc from "fast-check";
import { decodeSegment, parseId } from "./route-params";

describe("parseId", () => {
  it("reads positive integers written in digits", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("9007199254740991")).toBe(9007199254740991);
  });

  it("refuses anything else", () => {
    for (const bad of [
      "",
      "0",
      "012",
      "-1",
      "1.5",
      "1e3",
      "12abc",
      " 1",
      "9007199254740992",
      "99999999999999999",
      "NaN",
    ]) {
      expect(parseId(bad)).toBeNull();
    }
    expect(parseId(undefined)).toBeNull();
  });

  it("is the inverse of writing an id", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => parseId(String(id)) === id),
    );
  });

  it("never throws and returns only safe positive integers", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const id = parseId(value);
        return id === null || (Number.isSafeInteger(id) && id > 0);
      }),
    );
  });
});

describe("decodeSegment", () => {
  it("decodes percent-encoding and leaves malformed input as it is", () => {
    expect(decodeSegment("B%E1%BB%91%20Gi%C3%A0")).toBe("Bố Già");
    expect(decodeSegment("100%")).toBe("100%");
  });
});
