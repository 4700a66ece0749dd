import type { LegalSection } from "@/lib/contract/legal";
import styles from "./legal.module.scss";

/**
 * A legal document's sections as plain text, each with its numbered anchor: the page (a server
 * component) and the studio's preview (a client one) draw it alike.
 */
export function LegalSections({
  sections,
  idPrefix = "section",
}: {
  sections: readonly LegalSection[];
  /** What each section's anchor starts with ("section-2"); the studio's two previews need their own. */
  idPrefix?: string;
}) {
  return (
    <div className={styles.document}>
      {sections.map((section, index) => (
        <section
          key={index}
          id={`${idPrefix}-${index + 1}`}
          aria-labelledby={`${idPrefix}-${index + 1}-heading`}
        >
          <h2 id={`${idPrefix}-${index + 1}-heading`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
