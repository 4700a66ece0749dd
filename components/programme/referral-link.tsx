"use client";

import { Copy } from "@/components/ui/icons";
import { copyToClipboard } from "@/lib/clipboard";
import { Button } from "@/components/ui/button";
import styles from "./programme.module.scss";

/** A referral link to copy: the whole link selected on focus, and a button that copies it (product §8's toast). */
export function ReferralLink({ link, label, copyLabel }: { link: string; label: string; copyLabel: string }) {
  return (
    <div className={styles.linkRow}>
      <input readOnly value={link} aria-label={label} onFocus={(event) => event.currentTarget.select()} />
      <Button className={styles.action} onClick={() => void copyToClipboard(link)}>
        <Copy aria-hidden="true" size={18} />
        {copyLabel}
      </Button>
    </div>
  );
}
