"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

export type LinkProps = ComponentProps<typeof NextLink>;

/**
 * next/link that prefetches its page when the viewer reaches for it (the pointer over it, a touch,
 * the keyboard's focus) rather than as soon as it scrolls into view (issue #17). Next's default
 * fetched and parsed the whole RSC payload of every visible link's page (home, lists, genres, a
 * dozen titles) while the page was still starting, which doubled a title page's blocking time on a
 * phone. `prefetch={false}` still means never.
 */
export function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [wanted, setWanted] = useState(false);
  return (
    <NextLink
      {...props}
      // null is next/link's own default ("auto"): it prefetches at once, the link being in view.
      prefetch={wanted && prefetch !== false ? (prefetch ?? null) : false}
      onPointerEnter={(event) => {
        setWanted(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setWanted(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
    />
  );
}
