import type { ReactNode } from "react";
import styles from "./page-section.module.scss";

/**
 * A page's main column: its one <h1>, an optional lead paragraph, then content. Without a heading the
 * content brings its own <h1> (an article).
 */
export function PageSection({
  heading,
  lead,
  children,
}: {
  heading?: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      {heading ? <h1 className={styles.heading}>{heading}</h1> : null}
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
