import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { ScrollToTop } from "@/components/ui/scroll-to-top";

/** Main frame (SPEC §2): header with the language selector, the page, the footer. */
export default async function MainLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("common");
  return (
    <>
      <Header />
      <main id="main" data-frame="main">
        {children}
      </main>
      <Footer />
      <ScrollToTop label={t("backToTop")} />
    </>
  );
}
