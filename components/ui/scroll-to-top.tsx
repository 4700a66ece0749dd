"use client";

import { useEffect, useState } from "react";
import { ArrowUp } from "@/components/ui/icons";
import styles from "./scroll-to-top.module.scss";

/** How far the page must move before its direction counts (a finger's jitter does not). */
const DIRECTION_STEP = 8;

/**
 * Appears once the viewer has scrolled a screen down; takes them back to the top. Its listener also
 * marks the direction of scrolling on <html data-scroll="down|up"> for the phone header, which hides
 * on the way down (one scroll listener for both, so the header's behaviour costs no script of its own).
 */
export function ScrollToTop({ label, threshold = 600 }: { label: string; threshold?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      setVisible(y > threshold);
      if (Math.abs(y - last) < DIRECTION_STEP) return;
      document.documentElement.dataset.scroll = y > last && y > 0 ? "down" : "up";
      last = y;
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      onClick={() => {
        const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
      }}
    >
      <ArrowUp aria-hidden="true" size={20} />
    </button>
  );
}
