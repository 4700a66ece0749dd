import styles from "./spinner.module.scss";

/** The section loading spinner (product §2.5). Takes its section's room, so nothing jumps when content arrives. */
export function SectionSpinner({ label, minHeight = "12rem" }: { label: string; minHeight?: string }) {
  return (
    <div className={styles.section} style={{ minHeight }} role="status" aria-live="polite" data-loading>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
