"use client";

import { useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "@/components/ui/icons";
import styles from "./hero-controls.module.scss";

/** How long a slide stays before the next one comes (WCAG 2.2.2: the viewer can pause it). */
export const HERO_ADVANCE_MS = 7000;

/** The slide after `index` (or before, for a negative step), wrapping around. */
export function nextSlide(index: number, count: number, step: 1 | -1 = 1): number {
  return (index + step + count) % count;
}

type Labels = { previous: string; next: string; pause: string; play: string; slides: string[] };

/**
 * Arrows, dots and auto-advance for the hero's scroll-snapping slides (the <ul> just before this). The
 * slides work without it (swipe, scroll, Tab); this only moves the list. Auto-advance waits while the
 * pointer or focus is on the hero, when the tab is hidden, and for viewers who prefer reduced motion.
 */
export function HeroControls({ labels }: { labels: Labels }) {
  const self = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = labels.slides.length;

  const list = () => self.current?.previousElementSibling as HTMLElement | null | undefined;
  const go = (index: number) => {
    const slides = list();
    if (!slides) return;
    const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
    slides.scrollTo({ left: index * slides.clientWidth, behavior: smooth ? "smooth" : "auto" });
  };

  useEffect(() => {
    const slides = list();
    if (!slides) return;
    const hero = slides.parentElement!;
    let held = false;
    const hold = (value: boolean) => () => (held = value);
    const onScroll = () => setCurrent(Math.round(slides.scrollLeft / Math.max(1, slides.clientWidth)));
    const events: [string, EventListener][] = [
      ["pointerenter", hold(true)],
      ["pointerleave", hold(false)],
      ["focusin", hold(true)],
      ["focusout", hold(false)],
    ];
    slides.addEventListener("scroll", onScroll, { passive: true });
    for (const [name, listener] of events) hero.addEventListener(name, listener);
    const timer = setInterval(() => {
      const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
      if (held || still || document.hidden || self.current?.dataset.paused === "true") return;
      go(nextSlide(Math.round(slides.scrollLeft / Math.max(1, slides.clientWidth)), count));
    }, HERO_ADVANCE_MS);
    return () => {
      clearInterval(timer);
      slides.removeEventListener("scroll", onScroll);
      for (const [name, listener] of events) hero.removeEventListener(name, listener);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set up once: the slides never change after render
  }, [count]);

  if (count < 2) return null;
  return (
    <div ref={self} className={styles.controls} data-paused={paused}>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-label={labels.previous}
        onClick={() => go(nextSlide(current, count, -1))}
      >
        <ChevronLeft aria-hidden="true" size={28} />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={labels.next}
        onClick={() => go(nextSlide(current, count))}
      >
        <ChevronRight aria-hidden="true" size={28} />
      </button>
      <div className={styles.dots}>
        <button
          type="button"
          className={styles.pause}
          aria-label={paused ? labels.play : labels.pause}
          onClick={() => setPaused(!paused)}
        >
          {paused ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
        </button>
        {labels.slides.map((label, index) => (
          <button
            key={index}
            type="button"
            className={styles.dot}
            aria-label={label}
            aria-current={index === current ? "true" : undefined}
            onClick={() => go(index)}
          />
        ))}
      </div>
    </div>
  );
}
