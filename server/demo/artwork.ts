/**
 * Demo artwork drawn at seed time: SVG built here (pure, unit-tested), rendered to WebP by sharp.
 * It carries no text — the site sets every title in HTML, in the viewer's language — so each title
 * is told apart by its own palette and geometric motif, both taken from a hash of its name.
 */
import type { FileStorage } from "../providers/storage";

export type Palette = { deep: string; mid: string; accent: string; glow: string };
export const MOTIFS = ["orbits", "stripes", "dots", "peaks", "waves", "rays", "blocks", "rings"] as const;
export type Motif = (typeof MOTIFS)[number];

export type ArtSpec = {
  /** The title's name: palette and motif come from it. */
  seed: string;
  width: number;
  height: number;
  /** Moves the motif around while keeping the title's palette and motif (an episode's "S1E3"). */
  variant?: string;
  motif?: Motif;
};

/** 32-bit FNV-1a: a stable number from a string, so the same title always gets the same look. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The i-th stable fraction in [0, 1) of a layout hash (a murmur-style mix, so neighbours differ). */
export function fraction(hash: number, i: number): number {
  let x = (hash ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

/** A dark base, a mid tone a little round the colour wheel, and a bright accent across from it. */
export function paletteFor(seed: string): Palette {
  const hash = hashString(seed);
  const hue = hash % 360;
  const turn = 25 + ((hash >>> 9) % 50);
  const accentTurn = 150 + ((hash >>> 17) % 60);
  return {
    deep: hsl(hue, 55, 11),
    mid: hsl(hue + turn, 60, 34),
    accent: hsl(hue + accentTurn, 85, 62),
    glow: hsl(hue + turn / 2, 90, 70),
  };
}

export function motifFor(seed: string): Motif {
  return MOTIFS[hashString(`motif:${seed}`) % MOTIFS.length]!;
}

const n1 = (value: number) => value.toFixed(1);

/**
 * Where the motif centres, as fractions of the width and height: in the upper part, right of centre
 * on wide crops (but inside the middle that a phone's crop of a banner keeps), so the lower left —
 * where the pages set titles over banners and heroes — stays calm.
 */
function focalPoint(layout: number, wide: boolean): { x: number; y: number } {
  return wide
    ? { x: 0.45 + fraction(layout, 0) * 0.25, y: 0.25 + fraction(layout, 1) * 0.2 }
    : { x: 0.3 + fraction(layout, 0) * 0.4, y: 0.2 + fraction(layout, 1) * 0.15 };
}

/** The motif in the accent colour, round the focal point. */
function motifSvg(motif: Motif, w: number, h: number, layout: number, color: string): string {
  const r = (i: number) => fraction(layout, i);
  const focal = focalPoint(layout, w > h);
  const fx = w * focal.x;
  const fy = h * focal.y;
  const small = Math.min(w, h);
  const parts: string[] = [];
  switch (motif) {
    case "orbits": {
      for (let i = 1; i <= 7; i++) {
        parts.push(
          `<circle cx="${n1(fx)}" cy="${n1(fy)}" r="${n1((small * i) / 8.5)}" fill="none" stroke="${color}" stroke-width="${n1(1.5 + i * 0.5)}" stroke-opacity="${(0.6 - i * 0.065).toFixed(2)}"/>`,
        );
      }
      const angle = r(2) * Math.PI * 2;
      const orbit = (small * (2 + Math.floor(r(3) * 4))) / 8.5;
      parts.push(
        `<circle cx="${n1(fx)}" cy="${n1(fy)}" r="${n1(small / 12)}" fill="${color}" fill-opacity="0.7"/>`,
        `<circle cx="${n1(fx + Math.cos(angle) * orbit)}" cy="${n1(fy + Math.sin(angle) * orbit)}" r="${n1(small / 28)}" fill="${color}" fill-opacity="0.85"/>`,
      );
      break;
    }
    case "stripes": {
      const step = Math.max(w, h) / 12;
      const angle = 20 + r(2) * 40;
      for (let i = -12; i < 24; i++) {
        const width = step * (0.2 + r(i + 10) * 0.6);
        parts.push(
          `<rect x="${n1(i * step)}" y="${-h}" width="${n1(width)}" height="${h * 3}" fill="${color}" fill-opacity="${(0.08 + r(i + 50) * 0.2).toFixed(2)}" transform="rotate(${n1(angle)} ${w / 2} ${h / 2})"/>`,
        );
      }
      break;
    }
    case "dots": {
      const step = small / (7 + Math.floor(r(2) * 4));
      for (let y = step / 2; y < h * 0.7; y += step) {
        for (let x = step / 2; x < w; x += step) {
          // Dots swell towards the focal point and fade away from it.
          const near = Math.max(0, 1 - Math.hypot(x - fx, y - fy) / (small * 0.9));
          if (near <= 0.02) continue;
          parts.push(
            `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1((step / 2.4) * near)}" fill="${color}" fill-opacity="${(0.2 + near * 0.5).toFixed(2)}"/>`,
          );
        }
      }
      break;
    }
    case "peaks": {
      const base = h * 0.8;
      parts.push(
        `<circle cx="${n1(fx)}" cy="${n1(fy)}" r="${n1(small / 9)}" fill="${color}" fill-opacity="0.6"/>`,
      );
      for (let layer = 0; layer < 3; layer++) {
        const points = [`0,${base}`];
        const count = 4 + layer * 2;
        for (let i = 0; i <= count; i++) {
          const x = (w * i) / count;
          const top = base - h * (0.2 + (0.3 - layer * 0.08) * r(layer * 20 + i));
          points.push(`${n1(x)},${n1(i % 2 ? top : base - h * 0.05 * (layer + 1))}`);
        }
        points.push(`${w},${h}`, `0,${h}`);
        parts.push(
          `<polygon points="${points.join(" ")}" fill="${color}" fill-opacity="${(0.14 + layer * 0.1).toFixed(2)}"/>`,
        );
      }
      break;
    }
    case "waves": {
      const lines = 8;
      for (let i = 0; i < lines; i++) {
        const y = h * (0.1 + i * 0.085);
        const amp = h * (0.03 + r(i) * 0.06);
        parts.push(
          `<path d="M0 ${n1(y)} C ${n1(w * 0.3)} ${n1(y - amp * 2)}, ${n1(w * (0.5 + r(20) * 0.2))} ${n1(y + amp * 2)}, ${w} ${n1(y - amp)}" fill="none" stroke="${color}" stroke-width="${n1(2 + i * 0.8)}" stroke-opacity="${(0.6 - i * 0.06).toFixed(2)}"/>`,
        );
      }
      break;
    }
    case "rays": {
      const long = Math.max(w, h) * 1.4;
      const count = 14 + Math.floor(r(2) * 10);
      const turn = r(3) * Math.PI;
      for (let i = 0; i < count; i++) {
        const a1 = turn + (i / count) * Math.PI * 2;
        const a2 = a1 + Math.PI / count;
        parts.push(
          `<polygon points="${n1(fx)},${n1(fy)} ${n1(fx + Math.cos(a1) * long)},${n1(fy + Math.sin(a1) * long)} ${n1(fx + Math.cos(a2) * long)},${n1(fy + Math.sin(a2) * long)}" fill="${color}" fill-opacity="0.14"/>`,
        );
      }
      parts.push(
        `<circle cx="${n1(fx)}" cy="${n1(fy)}" r="${n1(small / 7)}" fill="${color}" fill-opacity="0.55"/>`,
      );
      break;
    }
    case "blocks": {
      for (let i = 0; i < 10; i++) {
        const bw = w * (0.1 + r(i * 4) * 0.22);
        const bh = h * (0.08 + r(i * 4 + 1) * 0.2);
        // Gathered round the focal point, spilling a little.
        const x = fx - bw / 2 + (r(i * 4 + 2) - 0.5) * w * 0.6;
        const y = fy - bh / 2 + (r(i * 4 + 3) - 0.5) * h * 0.45;
        parts.push(
          `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(bw)}" height="${n1(bh)}" rx="${n1(Math.min(bw, bh) / 6)}" fill="${color}" fill-opacity="${(0.12 + (i % 3) * 0.1).toFixed(2)}"/>`,
        );
      }
      break;
    }
    case "rings": {
      for (let i = 0; i < 5; i++) {
        const cx = i === 0 ? fx : w * r(i * 3);
        const cy = i === 0 ? fy : h * r(i * 3 + 1) * 0.65;
        const radius = small * (i === 0 ? 0.3 : 0.08 + r(i * 3 + 2) * 0.18);
        parts.push(
          `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(radius)}" fill="none" stroke="${color}" stroke-width="${n1(Math.max(4, radius / 4.5))}" stroke-opacity="${i === 0 ? 0.5 : 0.25}"/>`,
        );
      }
      break;
    }
  }
  return parts.join("");
}

/**
 * One piece of artwork as SVG: gradient background, a glow behind the motif's focal point, the
 * motif, and a dark fade to the bottom (and, on wide crops, to the left) where pages overlay text.
 * Shapes only: no <text>, so nothing in it needs a language or a font.
 */
export function artSvg(spec: ArtSpec): string {
  const { width: w, height: h } = spec;
  const palette = paletteFor(spec.seed);
  const motif = spec.motif ?? motifFor(spec.seed);
  const layout = hashString(spec.variant ? `${spec.seed}#${spec.variant}` : spec.seed);
  const wide = w > h;
  const glow = focalPoint(layout, wide);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="${wide ? 1 : 0.35}" y2="1"><stop offset="0" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${glow.x.toFixed(3)}" cy="${glow.y.toFixed(3)}" r="0.6"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.6"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient>`,
    wide
      ? `<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/></linearGradient>`
      : "",
    `</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#glow)"/>`,
    motifSvg(motif, w, h, layout, palette.accent),
    `<rect width="${w}" height="${h}" fill="url(#fade)"/>`,
    wide ? `<rect width="${w}" height="${h}" fill="url(#side)"/>` : "",
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
