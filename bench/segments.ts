/**
 * How well the pipeline finds what to skip (issue #37): a generated season of three episodes (shared
 * intro and credits, recaps in the later two; server/test-season.ts) and a film with neither. Prints
 * each found segment's distance from where the sources put it, and the seconds spent listening.
 * `npm run bench:segments`; the figures go to docs/performance.md.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { makePlainFilm, makeSeason, truth } from "../server/demo/generated-season";
import {
  filmSegments,
  findCredits,
  fingerprintOf,
  probeSource,
  seasonSegments,
  type EpisodeSound,
} from "../server/modules/ingest";

async function durationOf(file: string) {
  const verdict = await probeSource(file);
  if (!verdict.ok) throw new Error(`${file}: ${verdict.refusal}`);
  return verdict.facts.durationSec;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), "cineva-bench-segments-"));
  try {
    const files = await makeSeason(dir);
    const started = performance.now();
    const sounds: EpisodeSound[] = [];
    for (const [index, file] of files.entries()) {
      const durationSec = await durationOf(file);
      sounds.push({
        episodeNo: index + 1,
        fingerprint: await fingerprintOf(file, durationSec),
        durationSec,
        credits: await findCredits(file, durationSec),
      });
    }
    const found = seasonSegments(sounds);
    const seconds = (performance.now() - started) / 1000;
    let worst = 0;
    found.forEach((segments, index) => {
      const expected = truth(index + 1);
      for (const want of expected) {
        const got = segments.find((s) => s.kind === want.kind);
        const off = got
          ? [got.start_sec - want.start_sec, got.end_sec - want.end_sec].map((d) => d.toFixed(1)).join(" / ")
          : "not found";
        if (got)
          worst = Math.max(
            worst,
            Math.abs(got.start_sec - want.start_sec),
            Math.abs(got.end_sec - want.end_sec),
          );
        console.log(
          `episode ${index + 1} ${want.kind.padEnd(8)} ${want.start_sec}–${want.end_sec} s: off by ${off} s`,
        );
      }
    });
    const total = sounds.reduce((sum, s) => sum + s.durationSec, 0);
    console.log(
      `worst distance ${worst.toFixed(1)} s; ${total.toFixed(0)} s of episodes heard in ${seconds.toFixed(2)} s`,
    );

    const film = await makePlainFilm(path.join(dir, "film.mp4"), 60);
    console.log(
      `a 60 s film without intro or credits: ${JSON.stringify(filmSegments(await findCredits(film, 60), 60))}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

void main();
