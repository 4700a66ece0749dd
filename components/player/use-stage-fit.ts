"use client";

import { useEffect, type RefObject } from "react";
import { scrollToFit, STAGE_GAP_PX } from "@/lib/player/fit";

/** How long after the player appears a scroll that ends (the page's own, to the player) is corrected. */
const SETTLE_MS = 1500;

/** The site's header where it stays on screen (sticky or fixed), else null. */
function stuckHeader(): HTMLElement | null {
  const header = document.querySelector<HTMLElement>('header, [role="banner"]');
  if (!header) return null;
  const { position } = getComputedStyle(header);
  return position === "sticky" || position === "fixed" ? header : null;
}

/** Scrolls the page so that the whole stage lies between the header and the window's bottom edge. */
function fitStage(stage: HTMLElement | null) {
  if (!stage || document.fullscreenElement) return;
  const rect = stage.getBoundingClientRect();
  if (!rect.height) return; // not laid out
  const top = (stuckHeader()?.offsetHeight ?? 0) + STAGE_GAP_PX;
  const by = scrollToFit(rect, { top, bottom: window.innerHeight - STAGE_GAP_PX });
  if (by) window.scrollBy({ top: by });
}

/**
 * Keeps the whole stage, controls included, in the window (issue #35): the stage is sized by CSS to
 * the window below the header (stage.module.scss), told here the header's real height, which
 * changes with the window's width; when the player appears the page scrolls it into that band, and
 * the function returned does it again (a phone turned sideways that may not go fullscreen). While the
 * stage is in view it says so (`data-in-view`), so floating page buttons keep off its controls.
 */
export function useStageFit(stageRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const stage = stageRef.current;
    const header = stuckHeader();
    if (!stage || !header || typeof ResizeObserver === "undefined") return;
    const measure = () => stage.style.setProperty("--header-height", `${header.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, [stageRef]);

  useEffect(() => {
    const fit = () => fitStage(stageRef.current);
    fit();
    // A Play button elsewhere on the page may still be scrolling to the player: fit where it stops.
    const until = performance.now() + SETTLE_MS;
    const settled = () => {
      window.removeEventListener("scrollend", settled);
      if (performance.now() < until) fit();
    };
    window.addEventListener("scrollend", settled);
    return () => window.removeEventListener("scrollend", settled);
  }, [stageRef]);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) stage.toggleAttribute("data-in-view", entry.isIntersecting);
    });
    observer.observe(stage);
    return () => observer.disconnect();
  }, [stageRef]);

  return () => fitStage(stageRef.current);
}
