import { preload as preloadResource } from "react-dom";
import { responsiveImageProps, type ResponsiveImageOptions } from "@/lib/responsive-image";

/**
 * next/image's <img> (srcset, sizes, lazy loading, the optimiser's addresses) without its code:
 * next/image's component is a client component, and even its getImageProps is ~3 kB gzip in a page
 * that draws pictures in the browser (issue #17); lib/responsive-image writes the same attributes.
 * `preload` puts the image's <link rel="preload"> in the head, as next/image does. For server and
 * client components alike.
 */
export function Image(image: ResponsiveImageOptions) {
  const props = responsiveImageProps(image);
  if (image.preload) {
    preloadResource(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own markup
  return <img {...props} alt={props.alt} />;
}
