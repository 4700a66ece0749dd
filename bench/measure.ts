/** The measurements of `npm run bench`, each against a running production server. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import {
  median,
  mobileCpuSlowdown,
  percentile,
  type BundleFigures,
  type CacheFigures,
  type LighthouseFigures,
  type LoadFigures,
  type VideoFigures,
} from "./stats";

export type Target = { name: string; path: string; catalogue: boolean };

/** Every request says English, so each URL is one prerendered language (architecture §5). */
const HEADERS = { "accept-language": "en" };

/** A bounded autocannon run on loopback, with our own p95 (autocannon reports p90 and p97.5). */
export async function loadTest(
  origin: string,
  target: { name: string; path: string },
  {
    connections,
    seconds,
    headers = HEADERS,
  }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: origin + target.path, connections, duration: seconds, headers, timeout: 15 },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    name: target.name,
    path: target.path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

async function text(url: string): Promise<string> {
  const response = await fetch(url, { headers: HEADERS });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The module scripts a page loads before it is interactive (the nomodule polyfill is skipped by every browser we serve). */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1] ?? "";
    if (/\bnoModule\b/i.test(attributes)) continue;
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) sources.push(src.replaceAll("&amp;", "&"));
  }
  return [...new Set(sources)];
}

/** First-load JavaScript of a page: the gzip size of every script its HTML names. */
export async function firstLoadJs(origin: string, target: Target): Promise<BundleFigures> {
  const sources = scriptSources(await text(origin + target.path));
  let gzipBytes = 0;
  for (const src of sources) {
    const response = await fetch(new URL(src, origin));
    gzipBytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return {
    name: target.name,
    path: target.path,
    catalogue: target.catalogue,
    scripts: sources.length,
    gzipBytes,
  };
}

async function databaseQueries(origin: string): Promise<number> {
  const metrics = await text(`${origin}/api/metrics`);
  const match = /^cineva_db_queries_total (\d+)$/m.exec(metrics);
  if (!match) throw new Error("GET /api/metrics has no cineva_db_queries_total");
  return Number(match[1]);
}

/** Database statements run while serving a page that was already viewed (and so cached). */
export async function queriesOnRepeat(origin: string, target: Target): Promise<CacheFigures> {
  await text(origin + target.path);
  await text(origin + target.path);
  const before = await databaseQueries(origin);
  await text(origin + target.path);
  const after = await databaseQueries(origin);
  return { name: target.name, path: target.path, queriesOnRepeat: after - before };
}

export type Chromium = { executablePath: string | undefined; flags: string[] };

type LighthouseRun = typeof import("lighthouse").default;
type LighthouseConfig = Parameters<LighthouseRun>[2];

/**
 * One Lighthouse run in its two halves: gather the page's trace in the browser, then simulate the
 * phone from it. Between the two the mobile CPU slowdown is calibrated to the speed this very run
 * measured (`mobileCpuSlowdown`): the simulation happens after the page loaded, so the gathering is the
 * same whatever the slowdown, and the saved settings are the only place Lighthouse reads it from.
 */
async function gatherThenSimulate(
  run: LighthouseRun,
  url: string,
  port: number,
  preset: "mobile" | "desktop",
  config: LighthouseConfig,
) {
  const folder = mkdtempSync(path.join(os.tmpdir(), "cineva-lighthouse-"));
  try {
    const flags = {
      port,
      output: "json" as const,
      onlyCategories: ["performance"],
      logLevel: "error" as const,
    };
    await run(url, { ...flags, gatherMode: folder }, config);
    const saved = path.join(folder, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(saved, "utf8"));
    const throttling = artifacts.settings.throttling;
    if (preset === "mobile") throttling.cpuSlowdownMultiplier = mobileCpuSlowdown(artifacts.BenchmarkIndex);
    writeFileSync(saved, JSON.stringify(artifacts));
    const result = await run(url, { ...flags, auditMode: folder, throttling }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, cpuSlowdown: throttling.cpuSlowdownMultiplier as number };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Lighthouse 12 (performance only) on one URL, `runs` times; figures are the medians. */
export async function lighthouse(
  origin: string,
  target: { name: string; path: string },
  preset: "mobile" | "desktop",
  runs: number,
  chromium: Chromium,
  /** Below this best score, measure `runs` more times before giving the figures (see bench/run.ts). */
  retryBelow?: number,
): Promise<LighthouseFigures> {
  const { default: run } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const { launch } = await import("chrome-launcher");
  const scores: number[] = [];
  const lcp: number[] = [];
  const tbt: number[] = [];
  const cls: number[] = [];
  const speed: number[] = [];
  const slowdown: number[] = [];
  let planned = runs;
  for (let index = 0; index < planned; index += 1) {
    // A fresh browser per run: no cache or compiled code carried from the run before.
    const chrome = await launch({
      chromePath: chromium.executablePath,
      chromeFlags: ["--headless=new", ...chromium.flags],
    });
    try {
      const config = preset === "desktop" ? desktopConfig : undefined;
      const { lhr, cpuSlowdown } = await gatherThenSimulate(
        run,
        origin + target.path,
        chrome.port,
        preset,
        config,
      );
      scores.push(lhr.categories.performance?.score ?? 0);
      lcp.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      tbt.push(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
      cls.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
      speed.push(lhr.environment.benchmarkIndex);
      slowdown.push(cpuSlowdown);
    } finally {
      await chrome.kill();
    }
    if (index === runs - 1 && retryBelow !== undefined && Math.max(...scores) < retryBelow) planned += runs;
  }
  return {
    name: target.name,
    path: target.path,
    preset,
    performance: median(scores),
    bestPerformance: Math.max(...scores),
    lcpMs: Math.round(median(lcp)),
    tbtMs: Math.round(median(tbt)),
    cls: Math.round(median(cls) * 1000) / 1000,
    benchmarkIndex: Math.round(median(speed)),
    cpuSlowdown: median(slowdown),
    runs: scores.length,
  };
}

/**
 * Installed in the page before Play is clicked: notes the click's time, waits for the <video> the
 * player mounts and resolves with the time of its first presented frame. A string, so that no
 * helper of the TypeScript loader leaks into the browser.
 */
const WATCH_FIRST_FRAME = `
  document.addEventListener("click", () => { window.__clickedAt = performance.now(); }, { capture: true, once: true });
  window.__firstFrame = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error("no video frame within 30 s of Play")), 30000);
    const observer = new MutationObserver(() => {
      const video = document.querySelector("video");
      if (!video) return;
      observer.disconnect();
      video.requestVideoFrameCallback(() => resolve(performance.now() - window.__clickedAt));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  true; // not the promise: evaluate would wait for it, and Play is not clicked yet
`;

/**
 * Time from a click on Play to the first video frame on screen (requestVideoFrameCallback), in
 * headless Chromium: loading the player's code and hls.js, the playlist, the first segment, decoding.
 */
export async function timeToFirstFrame(
  origin: string,
  path: string,
  runs: number,
  chromium: Chromium,
): Promise<VideoFigures> {
  const { chromium: launcher } = await import("@playwright/test");
  const browser = await launcher.launch({ executablePath: chromium.executablePath, args: chromium.flags });
  const firstFrameMs: number[] = [];
  try {
    for (let index = 0; index < runs; index += 1) {
      const context = await browser.newContext({ locale: "en-US" });
      const page = await context.newPage();
      await page.goto(origin + path, { waitUntil: "load" });
      await page.evaluate(WATCH_FIRST_FRAME);
      await page.getByTestId("play").click();
      const ms = await page.evaluate(
        () => (window as unknown as { __firstFrame: Promise<number> }).__firstFrame,
      );
      firstFrameMs.push(Math.round(ms));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { path, firstFrameMs, medianMs: median(firstFrameMs) };
}
