import type { ReactNode } from "react";
import { SiteFrame } from "@/components/layout/site-frame";

/** Frame without footer (product §2.1): for watching, where the page ends with the player and its rows. */
export default function NoFooterLayout({ children }: { children: ReactNode }) {
  return <SiteFrame footer={false}>{children}</SiteFrame>;
}
