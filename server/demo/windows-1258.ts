/**
 * Text as Windows-1258 bytes, the legacy code page many Vietnamese subtitle files still come in: the
 * demo's and the tests' Vietnamese SRT arrives that way, as an operator's would. The code page holds
 * some accented letters whole (â, ê, ô, ơ, ư, đ…) and writes the five tone marks as combining marks
 * after their letter, so "ế" is "ê" then the acute. Node decodes it (TextDecoder) but has no encoder.
 */
const DECODER = new TextDecoder("windows-1258");

/** Each character the code page holds, with its byte. */
const BYTE_OF = new Map<string, number>(
  Array.from({ length: 256 }, (_, byte) => [DECODER.decode(Uint8Array.of(byte)), byte] as const),
);

/** The bytes of `text`; throws on a character the code page cannot write. */
export function encodeWindows1258(text: string): Uint8Array {
  const bytes: number[] = [];
  // A character the code page lacks is taken apart (a letter, then its marks), then put back together
  // as far as the code page has the letter: "ế" → e + ̂ + ́ → ê (0xEA) + ́ (0xEC).
  for (const whole of text.normalize("NFC")) {
    const direct = BYTE_OF.get(whole);
    if (direct !== undefined) {
      bytes.push(direct);
      continue;
    }
    const [letter = "", ...marks] = whole.normalize("NFD");
    let base = letter;
    // Any of its marks, not only the first: "ặ" comes apart as a + dot below + breve, and ă is whole.
    for (let i = 0; i < marks.length;) {
      const joined = (base + marks[i]).normalize("NFC");
      if (!BYTE_OF.has(joined)) {
        i++;
        continue;
      }
      base = joined;
      marks.splice(i, 1);
    }
    for (const piece of [base, ...marks]) {
      const byte = BYTE_OF.get(piece);
      if (byte === undefined) throw new Error(`Windows-1258 cannot write "${whole}"`);
      bytes.push(byte);
    }
  }
  return Uint8Array.from(bytes);
}
