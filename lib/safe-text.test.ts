import fc from "fast-check";
import { z } from "zod";
import { freeText, UNSAFE_TEXT_MESSAGE } from "./contract/text";
import { isSafeText, withUnsafeAsSpace } from "./safe-text";
import { SAFE_LOOKALIKES, UNSAFE_CHARACTERS, unsafeText } from "./test-unsafe-text";

describe("isSafeText", () => {
  it("refuses every control character and every bidirectional control", () => {
    for (let code = 0; code <= 0x9f; code++) {
      const control = code < 0x20 || code >= 0x7f;
      expect([code, isSafeText(`a${String.fromCharCode(code)}b`)]).toEqual([code, !control]);
    }
    for (const mark of ["\u061c", "\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e"]) {
      expect(isSafeText(`An${mark}`)).toBe(false);
    }
    for (const isolate of ["\u2066", "\u2067", "\u2068", "\u2069"]) expect(isSafeText(isolate)).toBe(false);
  });

  it("lets tabs and line breaks into multi-line text, and nothing else of those", () => {
    expect(isSafeText("Dear team,\r\n\tI would like to sell.\n", { multiline: true })).toBe(true);
    expect(isSafeText("line\nbreak")).toBe(false);
    for (const character of UNSAFE_CHARACTERS.filter((c) => !"\t\n\r".includes(c))) {
      expect(isSafeText(`a${character}b`, { multiline: true })).toBe(false);
    }
  });

  it("keeps what only looks unusual: Vietnamese, emoji and their joiners, NBSP, a BOM", () => {
    for (const text of SAFE_LOOKALIKES) expect(isSafeText(`Nguyễn ${text} Văn`)).toBe(true);
    expect(isSafeText("")).toBe(true);
  });

  it("finds a refused character wherever it is, however often it is asked", () => {
    fc.assert(
      fc.property(unsafeText, (text) => {
        expect(isSafeText(text)).toBe(false);
        expect(isSafeText(text)).toBe(false); // no state kept between calls
        expect(isSafeText(withUnsafeAsSpace(text))).toBe(true);
      }),
    );
  });
});

describe("freeText", () => {
  it("answers the catalogue key for refused text, beside the field's own rules", () => {
    const name = freeText().trim().max(5, "fields.tooLong");
    const issues = name.safeParse("abcdef\u202e").error?.issues.map((issue) => issue.message);
    expect(issues).toEqual([UNSAFE_TEXT_MESSAGE, "fields.tooLong"]);
    expect(name.parse("  Lan ")).toBe("Lan");
  });

  it("lets a multi-line field keep its line breaks, and names its own type message", () => {
    const message = freeText({ multiline: true, typeMessage: "fields.aboutRequired" });
    expect(message.parse("one\ntwo")).toBe("one\ntwo");
    expect(message.safeParse(5).error?.issues[0]?.message).toBe("fields.aboutRequired");
    expect(z.object({ m: message }).safeParse({ m: "a\u0000" }).error?.issues[0]?.path).toEqual(["m"]);
  });
});
