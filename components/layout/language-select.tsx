"use client";

import type { ReactNode } from "react";

/**
 * The language selector's select: the page comes back in the chosen language
 * (./switch-language.ts, loaded with the choice, so no page starts with it).
 */
export function LanguageSelect({
  current,
  className,
  children,
}: {
  current: string;
  className?: string;
  /** The languages' options. */
  children: ReactNode;
}) {
  return (
    <select
      className={className}
      value={current}
      data-testid="language-selector"
      onChange={(event) => {
        // Read now: the select shows the current language again until the page goes.
        const next = event.target.value;
        void import("./switch-language").then((m) => m.switchLanguage(next, current));
      }}
    >
      {children}
    </select>
  );
}
