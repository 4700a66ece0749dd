import type { ReactNode } from "react";
import { SiteFrame } from "@/components/layout/site-frame";

/** Main frame (product §2.1): header with the language selector, the page, the footer. */
export default function MainLayout({ children }: { children: ReactNode }) {
  return <SiteFrame footer>{children}</SiteFrame>;
}
