import type { ReactNode } from "react";
import clsx from "clsx";
import styles from "./page-section.module.scss";

/**
 * A page's main column: its one <h1>, an optional lead paragraph, then content. Without a heading the
 * content brings its own <h1> (an article).
 */
export function PageSection({
  heading,
  lead,
  headOnPhone = true,
  children,
}: {
  heading?: string;
  lead?: string;
  /** False: on a phone the heading is for screen readers only and the lead is left out, so the content opens the page (home's hero). */
  headOnPhone?: boolean;
  children?: ReactNode;
}) {
  const phone = headOnPhone ? undefined : styles.offPhone;
  return (
    <div className={styles.page}>
      {heading ? <h1 className={clsx(styles.heading, phone)}>{heading}</h1> : null}
      {lead ? <p className={clsx(styles.lead, phone)}>{lead}</p> : null}
      {children}
    </div>
  );
}
