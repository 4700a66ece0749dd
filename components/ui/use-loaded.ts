"use client";

import { useEffect, useState } from "react";

/**
 * What `load` resolves to, once `wanted` has been true and it has arrived (null until then, and after
 * a failed load: what the server drew stays). For a part that replaces the server's drawing only when
 * its code is here: a React.lazy part under a Suspense boundary whose fallback is that drawing put the
 * drawing in the HTML twice (React streamed the boundary). `load` must be stable (module-level).
 */
export function useLoaded<T>(wanted: boolean, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let active = true;
    load().then(
      (value) => active && setLoaded({ value }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [wanted, loaded, load]);
  return loaded?.value ?? null;
}
