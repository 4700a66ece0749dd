/** @jest-environment node */
import fc from "fast-check";
import { DEFAULT_TIME_ZONE, formatDate, formatNumber, spokenWait } from "./format";

describe("formatDate", () => {
  it("formats as dd/mm/yyyy", () => {
    expect(formatDate("2024-05-01")).toBe("01/05/2024");
    expect(formatDate("2024-12-31 23:59:59")).toBe("31/12/2024");
    expect(formatDate("2024-12-31T23:59:59")).toBe("31/12/2024");
    expect(formatDate(new Date(Date.UTC(2024, 0, 9, 12)))).toBe("09/01/2024");
    expect(formatDate(Date.UTC(2024, 0, 9, 12))).toBe("09/01/2024");
  });

  it("shows instants in Vietnam time by default, and in the zone asked for", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Asia/Ho_Chi_Minh");
    expect(formatDate("2024-05-01T18:00:00Z")).toBe("02/05/2024");
    expect(formatDate("2024-05-01T18:00:00.000000Z")).toBe("02/05/2024");
    expect(formatDate("2024-05-01T18:00:00Z", "UTC")).toBe("01/05/2024");
    expect(formatDate("2024-05-02T01:00:00+07:00", "UTC")).toBe("01/05/2024");
  });

  it("shows zone-less dates as written, whatever the zone", () => {
    expect(formatDate("2024-05-01", "America/Los_Angeles")).toBe("01/05/2024");
    expect(formatDate("2024-05-01 00:30", "Pacific/Kiritimati")).toBe("01/05/2024");
  });

  it.each([null, undefined, "", "   ", "not a date", "2024-02-30", "2024-13-01", Number.NaN, new Date("x")])(
    "gives an empty string for %j",
    (value) => {
      expect(formatDate(value)).toBe("");
    },
  );

  it("always gives dd/mm/yyyy or an empty string", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.date(),
          fc.integer(),
          fc.string(),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
        (value) => {
          const out = formatDate(value as string | number | Date);
          expect(out === "" || /^\d{2}\/\d{2}\/\d{4,}$/.test(out)).toBe(true);
        },
      ),
    );
  });

  it("reads zone-less ISO dates back to the same calendar date", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1000-01-01"), max: new Date("9999-12-31"), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, m, day] = iso.split("-");
          expect(formatDate(iso)).toBe(`${day}/${m}/${y}`);
        },
      ),
    );
  });
});

describe("formatNumber", () => {
  it("uses Vietnamese grouping", () => {
    expect(formatNumber(1234567)).toBe("1.234.567");
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(-1500)).toBe("-1.500");
    expect(formatNumber(1234.5)).toBe("1.234,5");
    expect(formatNumber("1234567")).toBe("1.234.567");
  });

  it.each([null, undefined, "", "abc", Number.NaN, Number.POSITIVE_INFINITY])(
    "gives an empty string for %j",
    (v) => {
      expect(formatNumber(v)).toBe("");
    },
  );

  it("round-trips integers", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(Number(formatNumber(n).replace(/\./g, ""))).toBe(n);
      }),
    );
  });
});

describe("formatDate for years before 1000", () => {
  it("keeps four year digits", () => {
    expect(formatDate(new Date("0999-12-31T10:00:00.000Z"))).toBe("31/12/0999");
  });
});

describe("spokenWait", () => {
  it("says seconds under a minute and whole minutes from one, rounding up", () => {
    expect(spokenWait(0)).toEqual({ unit: "seconds", count: 1 });
    expect(spokenWait(59)).toEqual({ unit: "seconds", count: 59 });
    expect(spokenWait(60)).toEqual({ unit: "minutes", count: 1 });
    expect(spokenWait(61)).toEqual({ unit: "minutes", count: 2 });
    expect(spokenWait(871)).toEqual({ unit: "minutes", count: 15 });
  });

  it("never says less than is left", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400 }), (seconds) => {
        const { unit, count } = spokenWait(seconds);
        expect(count * (unit === "minutes" ? 60 : 1)).toBeGreaterThanOrEqual(seconds);
        if (unit === "minutes") expect((count - 1) * 60).toBeLessThan(seconds);
      }),
    );
  });
});
