import { getTranslations } from "next-intl/server";
import type { LegalDocumentSlug } from "@/lib/contract/legal";
import { formatDate } from "@/lib/format";
import { pageLocale } from "@/lib/i18n/page-locale";
import { getLegalDocument } from "@/lib/api/reads/legal";
import { PageSection } from "@/components/ui/page-section";
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
      <nav aria-label={t("contents")} className={styles.toc}>
        <ol>
          {sections.map((section, index) => (
            <li key={index}>
              <a href={`#section-${index + 1}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.document}>
        {sections.map((section, index) => (
          <section key={index} id={`section-${index + 1}`} aria-labelledby={`section-${index + 1}-heading`}>
            <h2 id={`section-${index + 1}-heading`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </PageSection>
  );
}
