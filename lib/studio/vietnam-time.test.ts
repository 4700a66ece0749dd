import { fromVietnamField, toVietnamField } from "./vietnam-time";

describe("Vietnam time in a datetime-local field", () => {
  it("shows an instant as Vietnam's wall clock, across midnight", () => {
    expect(toVietnamField("2026-11-27T01:30:00.000Z")).toBe("2026-11-27T08:30");
    expect(toVietnamField("2026-11-27T20:15:00.000Z")).toBe("2026-11-28T03:15");
    expect(toVietnamField("not a date")).toBe("");
  });

  it("reads the field back as the same instant, seconds or not", () => {
    expect(fromVietnamField("2026-11-28T03:15")).toBe("2026-11-27T20:15:00.000Z");
    expect(fromVietnamField("2026-11-28T03:15:30")).toBe("2026-11-27T20:15:30.000Z");
    expect(fromVietnamField(toVietnamField("2026-01-01T00:00:00.000Z"))).toBe("2026-01-01T00:00:00.000Z");
  });

  it("leaves what is not a time as typed, for the server to refuse by name", () => {
    expect(fromVietnamField("soon")).toBe("soon");
    expect(fromVietnamField("2026-13-45T99:99")).toBe("2026-13-45T99:99");
  });
});
