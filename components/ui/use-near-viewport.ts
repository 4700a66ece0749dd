"use client";

import { useEffect, useRef, useState } from "react";

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on. Lets a
 * section below the fold leave its fetches (and the code they load) until the viewer scrolls to it.
 * Without IntersectionObserver the element counts as near straight after mounting.
 */
export function useNearViewport<T extends Element>(rootMargin = "200px") {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
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
  }, [near, rootMargin]);
  return [ref, near] as const;
}
