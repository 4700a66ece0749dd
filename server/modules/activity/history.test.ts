/** @jest-environment node */
import { clampPosition, creditedSeconds, isFinished, progressOf } from "./history";

describe("clampPosition", () => {
  it("keeps whole seconds within the duration", () => {
    expect(clampPosition(12.9, 100)).toBe(12);
    expect(clampPosition(150, 100)).toBe(100);
    expect(clampPosition(-5, 100)).toBe(0);
    expect(clampPosition(5, 0.4)).toBe(1);
  });
});

describe("progressOf and isFinished", () => {
  it("gives a share from 0 to 1 and finishes at 95 %", () => {
    expect(progressOf(30, 120)).toBe(0.25);
    expect(progressOf(200, 100)).toBe(1);
    expect(progressOf(1, 0)).toBe(0);
    expect(progressOf(1, 3)).toBe(0.333);
    expect(isFinished(94, 100)).toBe(false);
    expect(isFinished(95, 100)).toBe(true);
    expect(isFinished(0, 0)).toBe(false);
  });
});

describe("creditedSeconds", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const ago = (s: number) => new Date(now.getTime() - s * 1000);

  it("credits how far the position advanced, at most the time since the last report", () => {
    expect(creditedSeconds({ previousPosition: 100, position: 160, lastReportAt: ago(60), now })).toBe(60);
    expect(creditedSeconds({ previousPosition: 100, position: 130, lastReportAt: ago(60), now })).toBe(30);
    expect(creditedSeconds({ previousPosition: 100, position: 5000, lastReportAt: ago(45), now })).toBe(45);
  });

  it("credits nothing for the first report, going back, or no time passing", () => {
    expect(creditedSeconds({ previousPosition: null, position: 600, lastReportAt: null, now })).toBe(0);
    expect(creditedSeconds({ previousPosition: 600, position: 100, lastReportAt: ago(60), now })).toBe(0);
    expect(creditedSeconds({ previousPosition: 0, position: 100, lastReportAt: now, now })).toBe(0);
    expect(creditedSeconds({ previousPosition: 0, position: 100, lastReportAt: ago(-30), now })).toBe(0);
  });

  it("counts a new episode from its start, still capped by the clock", () => {
    expect(creditedSeconds({ previousPosition: null, position: 40, lastReportAt: ago(30), now })).toBe(30);
  });
});
