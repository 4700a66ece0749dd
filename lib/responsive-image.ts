import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from "./image-sizes.mjs";

/**
 * next/image's <img> attributes, written here: what `getImageProps` gives for the options the site
 * uses (a fixed size for a 1x/2x srcset, or `fill` with `sizes`), without its ~3 kB gzip of code in
 * the pages that draw pictures in the browser (issue #17). responsive-image.test.ts holds it to
 * getImageProps' own answers, so an upgrade of Next that changes them fails there.
 */
export type ResponsiveImageOptions = {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Fills its positioned parent (then `sizes` says how wide it is shown). */
  fill?: boolean;
  sizes?: string;
  /** Loads at once (the page's head preloads it too: components/ui/image.tsx). */
  preload?: boolean;
  /** The browser's fetch priority (the page's largest picture: "high"). */
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
};

export type ResponsiveImageProps = {
  alt: string;
  loading: "lazy" | undefined;
  fetchPriority: "high" | "low" | "auto" | undefined;
  width: number | undefined;
  height: number | undefined;
  decoding: "async";
  className: string | undefined;
  style: Record<string, string | number>;
  sizes: string | undefined;
  srcSet: string | undefined;
  src: string;
};

const ALL_SIZES = [...DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b);
const FILL_STYLE = {
  position: "absolute",
  height: "100%",
  width: "100%",
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
};

/** The optimiser's address of `src` at `width`. */
export function optimisedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}

/** Widths offered and their descriptor kind, as next/image chooses them. */
function candidates(
  width: number | undefined,
  sizes: string | undefined,
): { widths: number[]; kind: "w" | "x" } {
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    if (!percents.length) return { widths: ALL_SIZES, kind: "w" };
    const smallest = Math.min(...percents) * 0.01;
    return { widths: ALL_SIZES.filter((size) => size >= DEVICE_SIZES[0]! * smallest), kind: "w" };
  }
  if (width === undefined) return { widths: DEVICE_SIZES, kind: "w" };
  const fitting = (wanted: number) => ALL_SIZES.find((size) => size >= wanted) ?? ALL_SIZES.at(-1)!;
  return { widths: [...new Set([fitting(width), fitting(width * 2)])], kind: "x" };
}

/** The <img> attributes for a picture (SVG, data: and blob: addresses are used as they are). */
export function responsiveImageProps(options: ResponsiveImageOptions): ResponsiveImageProps {
  const { src, alt, width, height, fill = false, sizes, preload = false, fetchPriority, className } = options;
  const style = fill ? { ...FILL_STYLE, color: "transparent" } : { color: "transparent" };
  const unoptimized = /^(data|blob):/.test(src) || src.split("?", 1)[0]!.endsWith(".svg");
  const base = {
    alt,
    loading: preload || /^(data|blob):/.test(src) ? undefined : ("lazy" as const),
    fetchPriority,
    width,
    height,
    decoding: "async" as const,
    className,
    style,
  };
  if (unoptimized) return { ...base, sizes: undefined, srcSet: undefined, src };
  const { widths, kind } = candidates(width, sizes);
  return {
    ...base,
    sizes: !sizes && kind === "w" ? "100vw" : sizes,
    srcSet: widths
      .map((size, i) => `${optimisedUrl(src, size)} ${kind === "w" ? size : i + 1}${kind}`)
      .join(", "),
    src: optimisedUrl(src, widths.at(-1)!),
  };
}
