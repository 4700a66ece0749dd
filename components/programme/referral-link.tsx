"use client";

import { Copy } from "lucide-react";
import { copyToClipboard } from "@/lib/clipboard";
import styles from "./programme.module.scss";

/** A referral link to copy: the whole link selected on focus, and a button that copies it (SPEC §8's toast). */
export function ReferralLink({ link, label, copyLabel }: { link: string; label: string; copyLabel: string }) {
  return (
    <div className={styles.linkRow}>
      <input readOnly value={link} aria-label={label} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className={styles.primary} onClick={() => void copyToClipboard(link)}>
        <Copy aria-hidden="true" size={18} />
        {copyLabel}
      </button>
    </div>
  );
}
