"use client";

import { lazy, Suspense } from "react";

// Every page names its error boundaries up front, but a viewer rarely sees one: the screen's code
// (and each boundary's own copy of it: one per route group) loads when a page fails (issue #17).
const ErrorScreen = lazy(() => import("./error-screen").then((m) => ({ default: m.ErrorScreen })));

/** A page that fails shows product §2.7's error screen inside its frame. */
export function PageError() {
  return (
    <Suspense fallback={null}>
      <ErrorScreen />
    </Suspense>
  );
}
