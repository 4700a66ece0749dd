import { ITEM_SEC, sharedStretch, WORD_REACH_SEC } from "./match";

// Seeded words, so a failure can be replayed: unrelated words are about 16 bits apart.
function words(count: number, seed: number): number[] {
  let state = seed >>> 0;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state;
  });
}
const seconds = (count: number) => count * ITEM_SEC;
/** Where a stretch whose last matching word is `last` ends: that word hears on past its start. */
const endAfter = (last: number) => seconds(last) + WORD_REACH_SEC;
/** A few bits of each word flipped: the same sound, encoded again. */
const reencoded = (source: number[]) =>
  source.map((word, i) => (word ^ (1 << (i % 32)) ^ (1 << ((i * 7) % 32))) >>> 0);

describe("the stretch two fingerprints share", () => {
  const intro = words(80, 1); // ~10 s

  test("is found where each one has it, though encoded again", () => {
    const a = [...words(20, 2), ...intro, ...words(100, 3)];
    const b = [...words(45, 4), ...reencoded(intro), ...words(60, 5)];
    const shared = sharedStretch(a, b, { minSec: 5 })!;
    expect(shared.aStart).toBeCloseTo(seconds(20), 5);
    expect(shared.aEnd).toBeCloseTo(endAfter(99), 5);
    expect(shared.bStart).toBeCloseTo(seconds(45), 5);
    expect(shared.bEnd).toBeCloseTo(endAfter(124), 5);
  });

  test("goes on over a second of noise inside it", () => {
    const noisy = [...intro.slice(0, 40), ...words(8, 6), ...intro.slice(48)];
    const shared = sharedStretch([...noisy, ...words(50, 7)], [...words(10, 8), ...intro], { minSec: 5 })!;
    expect(shared.aEnd - shared.aStart).toBeCloseTo(endAfter(79), 5);
  });

  test("is nothing between unrelated sounds, or when shorter than asked", () => {
    expect(sharedStretch(words(300, 9), words(300, 10), { minSec: 3 })).toBeNull();
    const short = words(30, 11); // under 4 s
    expect(
      sharedStretch([...short, ...words(50, 12)], [...words(50, 13), ...short], { minSec: 5 }),
    ).toBeNull();
  });

  test("leaves out the words of the other fingerprint it is told to ignore", () => {
    const a = [...intro, ...words(40, 14)];
    const b = [...intro, ...words(40, 15)];
    expect(sharedStretch(a, b, { minSec: 5, ignoreB: (i) => i < 80 })).toBeNull();
  });
});
