import { creditsStart, spansOf } from "./credits";

describe("where the credits start", () => {
  test("ffmpeg's detectors are read, counted from the seek point, silence to the end included", () => {
    const log = [
      "[blackdetect @ 0x1] black_start:2 black_end:2.6 black_duration:0.6",
      "[silencedetect @ 0x2] silence_start: 1.5",
      "[silencedetect @ 0x2] silence_end: 3 | silence_duration: 1.5",
      "[blackdetect @ 0x1] black_start:4 black_end:9.96 black_duration:5.96",
      "[silencedetect @ 0x2] silence_start: 4.5",
    ].join("\n");
    expect(spansOf(log, 20, 30)).toEqual({
      black: [
        { start: 22, end: 22.6 },
        { start: 24, end: 29.96 },
      ],
      silence: [
        { start: 21.5, end: 23 },
        { start: 24.5, end: 30 },
      ],
    });
  });

  test("black pictures to the end, cards a cut apart joined, are the credits", () => {
    const black = [
      { start: 100, end: 104 },
      { start: 104.5, end: 119.5 },
    ];
    expect(creditsStart({ black, silence: [] }, 120)).toBe(100);
  });

  test("without black, silence to the end is; a fade to black or quiet mid-film is not", () => {
    expect(creditsStart({ black: [{ start: 90, end: 95 }], silence: [{ start: 110, end: 120 }] }, 120)).toBe(
      110,
    );
    expect(
      creditsStart({ black: [{ start: 90, end: 95 }], silence: [{ start: 60, end: 70 }] }, 120),
    ).toBeNull();
    expect(creditsStart({ black: [{ start: 118.5, end: 120 }], silence: [] }, 120)).toBeNull();
  });
});
