"use client";

import { useEffect, useState } from "react";

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on. Lets a
 * section below the fold leave its fetches (and the code they load) until the viewer scrolls to it.
 * The returned ref is a callback, so an element that mounts later is watched too. Without
 * IntersectionObserver the element counts as near straight after mounting.
 */
export function useNearViewport<T extends Element>(rootMargin = "200px") {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      let cancelled = false;
      void Promise.resolve().then(() => !cancelled && setNear(true));
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);
  return [setElement, near] as const;
}
