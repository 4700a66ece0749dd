import type { ReactNode } from "react";

/** Blank frame (product §2.1): no header or footer, for the mobile apps that embed these pages. */
export default function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" data-frame="main">
      {children}
    </main>
  );
}
