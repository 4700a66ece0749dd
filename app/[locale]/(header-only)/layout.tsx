import type { ReactNode } from "react";
import { Header } from "@/components/layout/header";

/** Header-only frame (product §2.1). */
export default function HeaderOnlyLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" data-frame="main">
        {children}
      </main>
    </>
  );
}
