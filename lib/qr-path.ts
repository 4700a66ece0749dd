/**
 * An SVG path for a QR code's dark modules (the matrix uqr's `encode` gives), one unit per module:
 * each run of dark modules in a row is one rectangle, so a 33×33 code is a few hundred bytes.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join("");
}
