import type { ReactNode } from "react";
import styles from "./table-scroller.module.scss";

/**
 * The box of a table that may not fit a narrow phone (four columns of dates and sums): the table
 * scrolls sideways inside it, never the page. Focusable, so a keyboard can scroll it too, and named
 * by the table's heading (`labelledBy`) for whoever lands on it.
 */
export function TableScroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable
    <div className={styles.scroller} tabIndex={0} role="group" aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}
