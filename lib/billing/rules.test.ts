import { RENTAL_START_DAYS, rentalEndsAt, rentalStartBy, rentalState } from "./rules";

// A rental's clock (issue #38): 30 days to start it, 48 hours to finish it once started.

const bought = new Date("2026-11-28T03:00:00.000Z");
const hours = (n: number) => new Date(bought.getTime() + n * 3_600_000);

describe("a rental's clock", () => {
  const unstarted = { startBy: rentalStartBy(bought), startedAt: null, endsAt: null };

  it("gives 30 days to start", () => {
    expect(unstarted.startBy).toEqual(hours(RENTAL_START_DAYS * 24));
    expect(rentalState(unstarted, hours(24 * 29))).toBe("unstarted");
    expect(rentalState(unstarted, hours(24 * 30))).toBe("over");
  });

  it("gives 48 hours from the start, even when started on the last of the 30 days", () => {
    const started = hours(24 * 30 - 1);
    const watching = { ...unstarted, startedAt: started, endsAt: rentalEndsAt(started) };
    expect(rentalState(watching, hours(24 * 30 + 10))).toBe("watching");
    expect(rentalState(watching, hours(24 * 30 + 46))).toBe("watching");
    expect(rentalState(watching, hours(24 * 30 + 47))).toBe("over");
  });
});
