import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from "./image-sizes.mjs";
import { responsiveImageProps, type ResponsiveImageOptions } from "./responsive-image";

type ImgPropsResult = { props: Record<string, unknown> };

/**
 * next/image's own computation (what getImageProps runs), with the site's image configuration
 * (next.config.mjs). getImageProps itself reads the configuration the bundler writes into it.
 */
function nextImageProps(options: ResponsiveImageOptions): Record<string, unknown> {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { prepareImageConfig } = require("next/dist/shared/lib/image-config") as {
    prepareImageConfig: (env: unknown, context: unknown) => unknown;
  };
  const { getImgProps } = require("next/dist/shared/lib/get-img-props") as {
    getImgProps: (props: object, state: object) => ImgPropsResult;
  };
  const defaultLoader = (require("next/dist/shared/lib/image-loader") as { default: unknown }).default;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const imgConf = prepareImageConfig(undefined, {
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
    path: "/_next/image",
    loader: "default",
    dangerouslyAllowSVG: false,
    unoptimized: false,
  });
  return getImgProps(options, { defaultLoader, imgConf }).props;
}

const CASES: [string, ResponsiveImageOptions][] = [
  [
    "a card's poster (fixed size: 1x, 2x)",
    { src: "/images/movies/7.webp", alt: "", width: 240, height: 360 },
  ],
  [
    "a first-screen card, preloaded",
    { src: "/images/movies/7.webp", alt: "", width: 240, height: 360, preload: true },
  ],
  [
    "an episode's still",
    { src: "/images/episodes/3.webp", alt: "", width: 160, height: 90, className: "still" },
  ],
  ["a small suggestion poster", { src: "/images/series/2.webp", alt: "Poster", width: 32, height: 48 }],
  ["a picture wider than any size", { src: "/images/banners/1.webp", alt: "", width: 2400, height: 800 }],
  [
    "a history card (fill, sizes in vw)",
    { src: "/images/movies/7.webp", alt: "", fill: true, sizes: "(min-width: 1024px) 18rem, 60vw" },
  ],
  [
    "the stage (fill, full width)",
    { src: "/images/episodes/3.webp", alt: "", fill: true, sizes: "100vw", preload: true },
  ],
  ["fill with sizes in rem only", { src: "/images/movies/7.webp", alt: "", fill: true, sizes: "18rem" }],
  ["fill without sizes", { src: "/images/movies/7.webp", alt: "", fill: true }],
  [
    "the media host's artwork",
    { src: "https://media.example.com/images/movies/7.webp?v=2", alt: "", width: 240, height: 360 },
  ],
  ["an SVG (used as it is)", { src: "/images/placeholder.svg", alt: "", width: 240, height: 360 }],
  ["a data: address", { src: "data:image/png;base64,iVBORw0KGgo=", alt: "", width: 10, height: 10 }],
];

describe("responsiveImageProps", () => {
  it.each(CASES)("gives next/image's attributes: %s", (_name, options) => {
    const props = nextImageProps(options);
    // Undefined attributes and styles count for nothing (JSON drops them); names, values and the
    // order (src last: Safari fetches on setting it) are the same.
    const rendered = (value: object) => JSON.stringify(value);
    expect(rendered(responsiveImageProps(options))).toBe(rendered(props));
  });

  it("names the optimiser's 1x and 2x renditions of a card", () => {
    expect(
      responsiveImageProps({ src: "/images/movies/7.webp", alt: "", width: 240, height: 360 }),
    ).toMatchObject({
      srcSet:
        "/_next/image?url=%2Fimages%2Fmovies%2F7.webp&w=360&q=75 1x, /_next/image?url=%2Fimages%2Fmovies%2F7.webp&w=540&q=75 2x",
      src: "/_next/image?url=%2Fimages%2Fmovies%2F7.webp&w=540&q=75",
      loading: "lazy",
    });
  });
});
