import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import styles from "./programme.module.scss";

/** A titled part of a programme page, named by its heading. */
export function Section({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.stack}>
      <h2 id={id} className={styles.title}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A viewer's panel before its data: that it failed, or that it is loading. */
export function Pending({
  failed,
  failedText,
  loadingText,
}: {
  failed: boolean;
  failedText: string;
  loadingText: string;
}) {
  if (failed) return <EmptyState>{failedText}</EmptyState>;
  return (
    <p className={styles.muted} role="status" data-loading>
      {loadingText}
    </p>
  );
}
