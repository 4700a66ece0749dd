import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { TabBar } from "@/components/layout/tab-bar";
import { ScrollToTop } from "@/components/ui/scroll-to-top";

/** The frame of every page (product §2.1): the header with the language selector, the page, and the footer where asked. */
export async function SiteFrame({ footer, children }: { footer: boolean; children: ReactNode }) {
  const t = await getTranslations("common");
  return (
    <>
      <Header />
      <main id="main" data-frame="main">
        {children}
      </main>
      {footer ? <Footer /> : null}
      <TabBar />
      <ScrollToTop label={t("backToTop")} />
    </>
  );
}
