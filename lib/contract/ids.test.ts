/** @jest-environment node */
import fc from "fast-check";
import { MAX_ID, parseId, readId } from "./ids";

describe("the id rule", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["2147483647", MAX_ID],
  ])("%j is the canonical id %j", (text, id) => {
    expect(readId(text)).toEqual({ id, canonical: true });
    expect(parseId(text)).toBe(id);
  });

  it.each([
    ["012", 12],
    ["007", 7],
    ["+12", 12],
    ["+012", 12],
    ["02147483647", MAX_ID],
    ["0000000000001", 1],
  ])("%j names %j, written otherwise", (text, id) => {
    expect(readId(text)).toEqual({ id, canonical: false });
    expect(parseId(text)).toBeNull();
  });

  it.each([
    "",
    "0",
    "00",
    "+",
    "+0",
    "-1",
    "-0",
    "++1",
    "1.5",
    "12.",
    "1e3",
    "0x10",
    "12abc",
    "abc",
    " 1",
    "1 ",
    "１",
    "١٢",
    "2147483648",
    "02147483648",
    "99999999999",
    "9007199254740991",
    "NaN",
  ])("%j names no id", (text) => {
    expect(readId(text)).toBeNull();
    expect(parseId(text)).toBeNull();
  });

  it("names no id for a missing value", () => {
    expect(readId(undefined)).toBeNull();
    expect(parseId(null)).toBeNull();
  });

  const ids = fc.integer({ min: 1, max: MAX_ID });

  it("reads back every id as written, canonically", () => {
    fc.assert(fc.property(ids, (id) => parseId(String(id)) === id));
  });

  it("reads a sign and leading zeros as the same id, not canonically", () => {
    fc.assert(
      fc.property(ids, fc.boolean(), fc.nat({ max: 20 }), (id, plus, zeros) => {
        fc.pre(plus || zeros > 0);
        const text = `${plus ? "+" : ""}${"0".repeat(zeros)}${id}`;
        expect(readId(text)).toEqual({ id, canonical: false });
      }),
    );
  });

  it("never throws; a canonical id is exactly its own spelling, and every id is in range", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[+\-0-9.]{0,14}$/)), (text) => {
        const reading = readId(text);
        if (reading === null) return;
        expect(Number.isInteger(reading.id) && reading.id >= 1 && reading.id <= MAX_ID).toBe(true);
        expect(reading.canonical).toBe(text === String(reading.id));
        expect(parseId(text)).toBe(reading.canonical ? reading.id : null);
      }),
    );
  });
});
