/**
 * Demo artwork drawn at seed time: SVG built here (pure, unit-tested), rendered to WebP by sharp.
 * Each title gets its own palette (from a hash of its name) and a geometric motif; titles are set in
 * the generic sans-serif family, which renders Vietnamese diacritics with the DejaVu fonts found here.
 */
import type { FileStorage } from "../../providers/storage";

export type Palette = { deep: string; mid: string; accent: string; glow: string };
export const MOTIFS = ["orbits", "stripes", "dots", "peaks", "waves", "rays", "blocks", "rings"] as const;
export type Motif = (typeof MOTIFS)[number];

export type ArtText = {
  title: string;
  /** The other language's title, smaller. */
  subtitle?: string;
  /** A small line above the title: "2024 · VN · DRAMA". */
  kicker?: string;
  /** A big label in the corner for episodes ("S1 · E3"). */
  badge?: string;
};

export type ArtSpec = ArtText & { seed: string; width: number; height: number; motif?: Motif };

/** 32-bit FNV-1a: a stable number from a string, so the same title always gets the same look. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

/** A dark base, a mid tone a little round the colour wheel, and a bright accent across from it. */
export function paletteFor(seed: string): Palette {
  const hash = hashString(seed);
  const hue = hash % 360;
  const turn = 25 + ((hash >>> 9) % 50);
  const accentTurn = 150 + ((hash >>> 17) % 60);
  return {
    deep: hsl(hue, 55, 12),
    mid: hsl(hue + turn, 60, 34),
    accent: hsl(hue + accentTurn, 85, 62),
    glow: hsl(hue + turn / 2, 90, 70),
  };
}

export function motifFor(seed: string): Motif {
  return MOTIFS[hashString(`motif:${seed}`) % MOTIFS.length]!;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

/**
 * Greedy word wrap to lines of at most `maxChars` characters, at most `maxLines` lines; the last line
 * ends with "…" when text is left over. A word longer than a line gets a line of its own (the font
 * is then sized down to fit it); only a word over twice the line is cut.
 */
export function wrapLines(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  let index = 0;
  for (; index < words.length; index++) {
    const limit = maxChars * 2;
    const word = words[index]!.length > limit ? `${words[index]!.slice(0, limit - 1)}…` : words[index]!;
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current) {
    lines.push(current);
    current = "";
  }
  if (index < words.length || current) {
    const last = lines[lines.length - 1] ?? "";
    lines[lines.length - 1] = `${last.length >= maxChars ? last.slice(0, Math.max(1, maxChars - 1)) : last}…`;
  }
  return lines;
}

/** Bold sans glyphs (DejaVu Sans Bold) average about 0.68 em: the widest font size that fits `lines` into `width`. */
function fitFontSize(lines: string[], width: number, preferred: number, minimum: number): number {
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return Math.max(minimum, Math.min(preferred, Math.floor(width / (longest * 0.68))));
}

function motifSvg(motif: Motif, w: number, h: number, seed: number, color: string): string {
  const r = (n: number) => ((seed >>> n) % 97) / 97; // a few stable fractions from the hash
  const parts: string[] = [];
  switch (motif) {
    case "orbits": {
      const cx = w * (0.55 + r(3) * 0.35);
      const cy = h * (0.2 + r(5) * 0.25);
      for (let i = 1; i <= 6; i++) {
        parts.push(
          `<circle cx="${cx}" cy="${cy}" r="${(Math.min(w, h) * i) / 9}" fill="none" stroke="${color}" stroke-width="${1.5 + i * 0.4}" stroke-opacity="${0.5 - i * 0.06}"/>`,
        );
      }
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="${Math.min(w, h) / 14}" fill="${color}" fill-opacity="0.55"/>`,
      );
      break;
    }
    case "stripes": {
      const step = Math.max(w, h) / 14;
      for (let i = -14; i < 28; i += 2) {
        parts.push(
          `<rect x="${i * step}" y="${-h}" width="${step * 0.55}" height="${h * 3}" fill="${color}" fill-opacity="0.16" transform="rotate(${28 + r(4) * 20} ${w / 2} ${h / 2})"/>`,
        );
      }
      break;
    }
    case "dots": {
      const step = Math.min(w, h) / 9;
      for (let y = step / 2; y < h * 0.62; y += step) {
        for (let x = step / 2; x < w; x += step) {
          const size = (step / 6) * (0.5 + (((x * 7 + y * 13 + seed) >>> 0) % 10) / 10);
          parts.push(
            `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${size.toFixed(1)}" fill="${color}" fill-opacity="0.35"/>`,
          );
        }
      }
      break;
    }
    case "peaks": {
      const base = h * 0.72;
      for (let layer = 0; layer < 3; layer++) {
        const points = [`0,${base}`];
        const count = 4 + layer;
        for (let i = 0; i <= count; i++) {
          const x = (w * i) / count;
          const y = base - h * (0.18 + layer * 0.08) * (0.5 + (((seed >>> (i + layer)) % 10) / 10) * 0.8);
          points.push(`${x.toFixed(1)},${(i % 2 ? y : base - h * 0.06 * layer).toFixed(1)}`);
        }
        points.push(`${w},${base}`, `${w},${h}`, `0,${h}`);
        parts.push(
          `<polygon points="${points.join(" ")}" fill="${color}" fill-opacity="${0.12 + layer * 0.08}"/>`,
        );
      }
      break;
    }
    case "waves": {
      for (let i = 0; i < 7; i++) {
        const y = h * (0.12 + i * 0.09);
        const amp = h * (0.03 + r(i) * 0.04);
        parts.push(
          `<path d="M0 ${y} C ${w * 0.25} ${y - amp * 2}, ${w * 0.5} ${y + amp * 2}, ${w} ${y - amp}" fill="none" stroke="${color}" stroke-width="${2 + i * 0.6}" stroke-opacity="${0.45 - i * 0.04}"/>`,
        );
      }
      break;
    }
    case "rays": {
      const cx = w * (0.2 + r(2) * 0.6);
      const cy = h * 0.28;
      const long = Math.max(w, h) * 1.2;
      for (let i = 0; i < 18; i += 1) {
        const a1 = (i / 18) * Math.PI * 2;
        const a2 = a1 + Math.PI / 36;
        parts.push(
          `<polygon points="${cx},${cy} ${(cx + Math.cos(a1) * long).toFixed(1)},${(cy + Math.sin(a1) * long).toFixed(1)} ${(cx + Math.cos(a2) * long).toFixed(1)},${(cy + Math.sin(a2) * long).toFixed(1)}" fill="${color}" fill-opacity="0.13"/>`,
        );
      }
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="${Math.min(w, h) / 8}" fill="${color}" fill-opacity="0.5"/>`,
      );
      break;
    }
    case "blocks": {
      for (let i = 0; i < 9; i++) {
        const bw = w * (0.12 + r(i) * 0.25);
        const bh = h * (0.08 + r(i + 3) * 0.2);
        const x = w * r(i + 1) * 0.85;
        const y = h * r(i + 2) * 0.55;
        parts.push(
          `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="${Math.min(bw, bh) / 6}" fill="${color}" fill-opacity="${0.1 + (i % 3) * 0.08}"/>`,
        );
      }
      break;
    }
    case "rings": {
      for (let i = 0; i < 5; i++) {
        const cx = w * r(i * 2);
        const cy = h * r(i * 2 + 1) * 0.6;
        const radius = Math.min(w, h) * (0.1 + r(i + 7) * 0.22);
        parts.push(
          `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${radius.toFixed(1)}" fill="none" stroke="${color}" stroke-width="${Math.max(4, radius / 5).toFixed(1)}" stroke-opacity="0.22"/>`,
        );
      }
      break;
    }
  }
  return parts.join("");
}

/**
 * One piece of artwork as SVG: gradient background, glow, motif, a dark fade under the text, the
 * kicker, the title (bold, wrapped, sized to fit), the other-language title and an optional badge.
 */
export function artSvg(spec: ArtSpec): string {
  const { width: w, height: h } = spec;
  const seed = hashString(spec.seed);
  const palette = paletteFor(spec.seed);
  const motif = spec.motif ?? motifFor(spec.seed);
  const portrait = h > w;
  const pad = Math.round(Math.min(w, h) * (portrait ? 0.07 : 0.075));
  const textWidth = portrait ? w - pad * 2 : w * (w / h > 2 ? 0.62 : 0.86);

  const maxChars = portrait ? 13 : w / h > 2 ? 22 : 20;
  const titleLines = wrapLines(spec.title, maxChars, portrait ? 4 : w / h > 2 ? 2 : 3);
  const titleSize = fitFontSize(
    titleLines,
    textWidth,
    Math.round(h * (portrait ? 0.072 : 0.115)),
    Math.round(h * 0.04),
  );
  const subtitleSize = Math.round(titleSize * 0.46);
  const subtitleLines = spec.subtitle
    ? wrapLines(spec.subtitle, Math.floor(textWidth / (subtitleSize * 0.56)), 2)
    : [];
  const kickerSize = Math.max(10, Math.round(h * (portrait ? 0.024 : 0.04)));

  const lineGap = titleSize * 1.12;
  const subGap = subtitleSize * 1.3;
  const bottom = h - pad;
  const subtitleTop = bottom - subtitleLines.length * subGap + subGap * 0.75;
  const titleBottom = subtitleLines.length ? subtitleTop - subtitleSize * 1.2 - titleSize * 0.28 : bottom;
  const titleTop = titleBottom - (titleLines.length - 1) * lineGap;
  const ruleY = titleTop - titleSize * 1.05;

  const font = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;
  const text = (lines: string[], x: number, y: number, gap: number, attrs: string) =>
    lines
      .map(
        (line, i) =>
          `<text x="${x}" y="${(y + i * gap).toFixed(1)}" ${font} ${attrs}>${escapeXml(line)}</text>`,
      )
      .join("");

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="${portrait ? 0.35 : 1}" y2="1"><stop offset="0" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${0.3 + (seed % 40) / 100}" cy="0.25" r="0.6"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="fade" x1="0" y1="0" x2="${portrait ? 0 : 0.6}" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.72"/></linearGradient>`,
    `</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#glow)"/>`,
    motifSvg(motif, w, h, seed, palette.accent),
    `<rect width="${w}" height="${h}" fill="url(#fade)"/>`,
    spec.kicker
      ? text(
          [spec.kicker.toUpperCase()],
          pad,
          pad + kickerSize,
          0,
          `font-size="${kickerSize}" font-weight="700" letter-spacing="${(kickerSize * 0.12).toFixed(1)}" fill="#fff" fill-opacity="0.82"`,
        )
      : "",
    spec.badge
      ? text(
          [spec.badge],
          w - pad,
          pad + kickerSize * 1.6,
          0,
          `font-size="${Math.round(kickerSize * 1.7)}" font-weight="700" text-anchor="end" fill="${palette.accent}"`,
        )
      : "",
    `<rect x="${pad}" y="${ruleY.toFixed(1)}" width="${Math.round(titleSize * 1.4)}" height="${Math.max(3, Math.round(titleSize / 10))}" rx="2" fill="${palette.accent}"/>`,
    text(titleLines, pad, titleTop, lineGap, `font-size="${titleSize}" font-weight="700" fill="#fff"`),
    text(
      subtitleLines,
      pad,
      subtitleTop,
      subGap,
      `font-size="${subtitleSize}" fill="#fff" fill-opacity="0.86"`,
    ),
    `</svg>`,
  ].join("");
}

export type ArtJob = { path: string; spec: ArtSpec };

/** WebP, quality tuned so a poster stays well under 40 KB. */
export async function renderArt(spec: ArtSpec): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(artSvg(spec)))
    .webp({ quality: 74, effort: 2 })
    .toBuffer();
}

/** Renders every job and writes it through the storage, a few at a time (sharp has its own threads). */
export async function renderAll(
  jobs: readonly ArtJob[],
  images: FileStorage,
  concurrency = 4,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await images.write(job.path, await renderArt(job.spec));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}
