import { preload as preloadResource } from "react-dom";
import { getImageProps, type ImageProps } from "next/image";

/**
 * next/image's <img> (srcset, sizes, lazy loading, the optimiser's addresses) rendered on the server.
 * next/image's own component is a client component: a page that shows any picture shipped its ~6 kB
 * gzip of JavaScript to hydrate images that never change (issue #17). `preload` puts the image's
 * <link rel="preload"> in the head, as next/image does. For server components; client components keep
 * next/image.
 */
export function Image(image: ImageProps) {
  const { props } = getImageProps(image);
  if (image.preload || image.priority) {
    preloadResource(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own markup
  return <img {...props} alt={image.alt} />;
}
