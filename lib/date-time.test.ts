/** @jest-environment node */
import { formatDateTime } from "./date-time";

describe("formatDateTime", () => {
  const instant = "2026-11-22T17:05:00.000Z";

  it("shows date and 24-hour time in the page's language, in Vietnam time", () => {
    expect(formatDateTime(instant, "en")).toBe("23/11/2026, 00:05");
    expect(formatDateTime(instant, "vi")).toBe("00:05 23/11/2026");
    expect(formatDateTime(new Date("2026-11-22T07:30:00Z"), "en")).toBe("22/11/2026, 14:30");
    expect(formatDateTime(instant, "en", "UTC")).toBe("22/11/2026, 17:05");
  });

  it.each([null, undefined, "", "not a date", "2026-11-22", "2026-11-22 10:00", Number.NaN])(
    "gives an empty string for %j",
    (value) => {
      expect(formatDateTime(value, "vi")).toBe("");
    },
  );
});
