"use client";

import { useEffect, useState } from "react";
import { ArrowUp } from "@/components/ui/icons";
import styles from "./scroll-to-top.module.scss";

/** Appears once the viewer has scrolled a screen down; takes them back to the top. */
export function ScrollToTop({ label, threshold = 600 }: { label: string; threshold?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
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
