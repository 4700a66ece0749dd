import type { ReactNode } from "react";
import styles from "./page-section.module.scss";

/** A page's main column: its one <h1>, an optional lead paragraph, then content. */
export function PageSection({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
