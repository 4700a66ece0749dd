import { getTranslations } from "next-intl/server";
import type { LegalDocumentSlug } from "@/lib/contract/legal";
import { formatDate } from "@/lib/format";
import { pageLocale } from "@/lib/i18n/page-locale";
import { getLegalDocument } from "@/lib/api/reads/legal";
import { PageSection } from "@/components/ui/page-section";
import { LegalSections } from "./legal-sections";
import styles from "./legal.module.scss";

/** A legal document in the page's language, the same in its main, blank and header-only frames. */
export async function LegalDocumentPage({ slug }: { slug: LegalDocumentSlug }) {
  const locale = await pageLocale();
  const t = await getTranslations("legal");
  const doc = await getLegalDocument(slug);
  const sections = locale === "vi" ? doc.sections_vi : doc.sections_en;
  return (
    <PageSection heading={locale === "vi" ? doc.title_vi : doc.title_en}>
      <p className={styles.effective}>{t("effective", { date: formatDate(doc.effective_on) })}</p>
      {doc.upcoming_on ? (
        <p className={styles.effective}>{t("upcoming", { date: formatDate(doc.upcoming_on) })}</p>
      ) : null}
      <nav aria-label={t("contents")} className={styles.toc}>
        <ol>
          {sections.map((section, index) => (
            <li key={index}>
              <a href={`#section-${index + 1}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <LegalSections sections={sections} />
    </PageSection>
  );
}
