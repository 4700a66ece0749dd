import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Header } from "@/components/layout/header";
import { ScrollToTop } from "@/components/ui/scroll-to-top";

/** Frame without footer (SPEC §2): for watching, where the page ends with the player and its rows. */
export default async function NoFooterLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("common");
  return (
    <>
      <Header />
      <main id="main" data-frame="main">
        {children}
      </main>
      <ScrollToTop label={t("backToTop")} />
    </>
  );
}
