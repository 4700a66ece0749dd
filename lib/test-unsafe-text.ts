/**
 * For tests and fuzzers (server/fuzz-bodies.test.ts, e2e/fuzz-kit.ts): text holding what
 * lib/contract/text.ts refuses, and text that only looks like it should be.
 */
import fc from "fast-check";

/** One of each kind: C0 (NUL, tab, line breaks, ESC), DEL, C1 (NEL, CSI), and the bidirectional controls. */
export const UNSAFE_CHARACTERS = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\t",
  "\n",
  "\u000b",
  "\r",
  "\u001b",
  "\u007f",
  "\u0080",
  "\u0085",
  "\u009b",
  "\u009f",
  "\u061c",
  "\u200e",
  "\u200f",
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
] as const;

/** Allowed, though invisible or unusual: the joiners emoji and some scripts need, NBSP, a BOM, Vietnamese, emoji. */
export const SAFE_LOOKALIKES = ["\u200d", "\u200c", "\u00a0", "\ufeff", "ệ", "😀", "👩‍💻", "Quỹ đạo"] as const;

/** Plausible text with at least one refused character somewhere in it. */
export const unsafeText: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ unit: "grapheme", maxLength: 24 }),
    fc.array(fc.constantFrom(...UNSAFE_CHARACTERS), { minLength: 1, maxLength: 3 }),
    fc.string({ unit: "grapheme", maxLength: 24 }),
  )
  .map(([before, unsafe, after]) => `${before}${unsafe.join("")}${after}`);
