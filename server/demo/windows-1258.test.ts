/** @jest-environment node */
import { encodeWindows1258 } from "./windows-1258";

describe("encodeWindows1258", () => {
  test("a letter the code page holds whole is one byte; a tone mark follows its letter", () => {
    // ế: ê (0xEA) then the combining acute (0xEC); đ is 0xF0; ư 0xFD.
    expect([...encodeWindows1258("ế")]).toEqual([0xea, 0xec]);
    expect([...encodeWindows1258("đư")]).toEqual([0xf0, 0xfd]);
    expect([...encodeWindows1258("a")]).toEqual([0x61]);
  });

  test("Vietnamese text goes through and comes back as it was", () => {
    const text = "Người gác đèn biển: “Hẹn gặp lại ở bến cảng.” Chuyện kể về những ngày mưa.";
    const bytes = encodeWindows1258(text);
    expect(bytes.every((byte) => byte < 256)).toBe(true);
    expect(new TextDecoder("windows-1258").decode(bytes).normalize("NFC")).toBe(text);
  });

  test("a character the code page cannot write is refused, not dropped", () => {
    expect(() => encodeWindows1258("字")).toThrow('cannot write "字"');
  });
});
