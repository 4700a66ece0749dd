import type { ReactNode } from "react";
import styles from "./empty-state.module.scss";

/** What a list shows when it has nothing yet: an honest sentence, never filler content. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}
