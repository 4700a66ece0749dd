/**
 * The demo's pipeline titles (issue #37). On a demo's first start the site queues one job that takes
 * generated sources (demo-media-sources.ts) through the steps an editor's upload takes: each file
 * recorded and checked (ingest's check), each episode and the film packaged (ingest's packaging, which
 * finds the season's shared intro and credits), then published and the pages told. Until then these
 * titles play the committed clips, so `npm start` shows playable titles at once.
 *
 * One job rather than one per step: the demo needs no fan-out, and every step first looks at what is
 * done, so a try cut short (a restart, a killed worker) goes on where it stopped.
 */
import { randomBytes } from "node:crypto";
import { copyFile, mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { TAGS } from "@/lib/catalogue/tags";
import type { StudioPackageRequest } from "@/lib/contract/studio-packagings";
import type { Database } from "../db/client";
import { episodes, movies, seasons, tvSeries, type PackagingRow, type UploadRow } from "../db/schema";
import {
  checkUpload,
  markReceived,
  packagingById,
  packagingTitle,
  recordUpload,
  requestPackaging,
  runPackaging,
  sha256Of,
  titlePackagings,
  titleUploads,
} from "../modules/ingest";
import { listStaff, playingNow, publishPackaging, type Actor } from "../modules/studio";
import { runTool } from "../providers/ffmpeg";
import type { PageCache } from "../providers/page-cache";
import type { JobContext, JobDefinition, JobDeps, JobSender } from "../providers/queue";
import {
  DEMO_MEDIA_SIZE,
  DEMO_SOURCES,
  makeDemoSources,
  PIPELINE_EPISODES,
  PIPELINE_TITLES,
  type DemoSource,
} from "./demo-media-sources";

export const DEMO_MEDIA = "demo.media";

/** Who the audit trail says published the demo's packagings. */
const DEMO_ACTOR: Actor = { id: null, name: "Cineva demo", origin: "demo" };

type Titles = { filmId: number; seriesId: number; episodeIds: number[] };

/** The pipeline's titles in this database, or null where the demo catalogue is not seeded. */
async function pipelineTitles(db: Database): Promise<Titles | null> {
  const [film] = await db
    .select({ id: movies.id })
    .from(movies)
    .where(eq(movies.titleEn, PIPELINE_TITLES.film));
  const [series] = await db
    .select({ id: tvSeries.id })
    .from(tvSeries)
    .where(eq(tvSeries.titleEn, PIPELINE_TITLES.series));
  if (!film || !series) return null;
  const rows = await db
    .select({ id: episodes.id, no: episodes.episodeNo })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .where(and(eq(seasons.seriesId, series.id), eq(seasons.seasonNo, 1)));
  const episodeIds = PIPELINE_EPISODES.map((no) => rows.find((row) => row.no === no)?.id);
  if (episodeIds.some((id) => id === undefined)) return null;
  return { filmId: film.id, seriesId: series.id, episodeIds: episodeIds as number[] };
}

const titleOf = (source: DemoSource, titles: Titles) =>
  source.episode
    ? ({ kind: "series", id: titles.seriesId } as const)
    : ({ kind: "movie", id: titles.filmId } as const);

/** The newest upload of each source still usable (not refused, not expired), by file name. */
async function uploadsByName(db: Database, titles: Titles): Promise<Map<string, UploadRow>> {
  const rows = [
    ...(await titleUploads(db, "series", titles.seriesId)),
    ...(await titleUploads(db, "movie", titles.filmId)),
  ].map((row) => row.upload);
  return new Map(
    rows
      .filter((row) => row.state !== "refused" && row.state !== "expired")
      .map((row) => [row.filename, row]),
  );
}

/** Every source received as a finished upload would be: made where missing, then waiting for its check. */
async function receive(titles: Titles, editor: number | null, deps: JobDeps, size: string) {
  const { db, uploads: store, now } = deps;
  const have = await uploadsByName(db, titles);
  const missing = DEMO_SOURCES.filter((source) => !have.has(source.filename));
  if (missing.length > 0) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "cineva-demo-media-"));
    try {
      const made = await makeDemoSources(dir, size);
      for (const source of missing) {
        const file = made.get(source.filename)!;
        const id = randomBytes(16).toString("hex");
        const sha256 = await sha256Of(file, AbortSignal.timeout(60_000));
        const { size: bytes } = await stat(file);
        // The bytes in place first: a row never names a file that is not there.
        await copyFile(file, store.fileOf(id));
        const { kind, id: titleId } = titleOf(source, titles);
        const metadata = { filename: source.filename, role: source.role, kind, title_id: titleId, sha256 };
        await recordUpload(db, { id, size: bytes, metadata, by: editor }, now());
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  for (const row of (await uploadsByName(db, titles)).values())
    if (row.state === "receiving") await markReceived(db, row.id, now());
}

/** Each received source checked, as the check job would; a refused one stops the demo here. */
async function check(titles: Titles, job: JobContext, deps: JobDeps) {
  for (const row of (await uploadsByName(deps.db, titles)).values())
    if (row.state === "checking") await checkUpload(row.id, job, deps);
  const rows = await uploadsByName(deps.db, titles);
  const unusable = DEMO_SOURCES.filter((source) => rows.get(source.filename)?.state !== "ready");
  if (unusable.length > 0)
    throw new Error(`The demo's sources were not accepted: ${unusable.map((s) => s.filename).join(", ")}`);
  return rows;
}

/** What the studio's packaging form would send for each title: each episode, then the film with its dub. */
function requests(titles: Titles, ready: Map<string, UploadRow>) {
  const id = (filename: string) => ready.get(filename)!.id;
  const [film, dub, en, vi] = DEMO_SOURCES.filter((source) => !source.episode).map((s) => id(s.filename));
  const episodeRequests = DEMO_SOURCES.filter((source) => source.episode).map((source) => ({
    kind: "series" as const,
    id: titles.seriesId,
    request: { video: id(source.filename), episode_id: titles.episodeIds[source.episode! - 1]! },
  }));
  const filmRequest: StudioPackageRequest = {
    video: film!,
    dubs: [{ upload: dub!, language: "vi", name_en: "Vietnamese voice-over", name_vi: "Thuyết minh" }],
    subtitles: [
      { upload: en!, lang: "en" },
      { upload: vi!, lang: "vi" },
    ],
  };
  return [...episodeRequests, { kind: "movie" as const, id: titles.filmId, request: filmRequest }];
}

/**
 * Each title packaged from its uploads (an earlier try's packaging of the same video taken up again),
 * one after another, as one worker would; the ready ones, as they are once all are done.
 */
async function packageAll(
  titles: Titles,
  ready: Map<string, UploadRow>,
  editor: number | null,
  job: JobContext,
  deps: JobDeps,
): Promise<PackagingRow[]> {
  const done: number[] = [];
  for (const { kind, id, request } of requests(titles, ready)) {
    const title = (await packagingTitle(deps.db, kind, id))!;
    let row: PackagingRow | undefined = (await titlePackagings(deps.db, kind, id)).find(
      (earlier) => earlier.video === request.video && (earlier.episodeId ?? undefined) === request.episode_id,
    );
    if (!row) {
      const asked = await requestPackaging(deps.db, title, { dubs: [], subtitles: [], ...request }, editor);
      if (!asked.ok) throw new Error(`The demo could not package ${kind} ${id}: ${asked.refusal.field}`);
      row = asked.row;
    }
    if (row.state !== "ready" && row.state !== "cancelled") await runPackaging(row.id, job, deps);
    done.push(row.id);
  }
  // As they are now: an episode's segments change as the season's others are packaged after it.
  const rows = await Promise.all(done.map((id) => packagingById(deps.db, id)));
  return rows.filter((row) => row?.state === "ready") as PackagingRow[];
}

/**
 * Publishes what is ready and not yet playing. A film or episode still on its clip drops the clip's
 * marks first: they were typed for the clip, and where nothing of their kind is found in the new
 * video (the film has no intro) they would otherwise stay (ingest's foundInNewVideo).
 */
async function publishAll(db: Database, packaged: PackagingRow[], now: Date): Promise<string[]> {
  const tags = new Set<string>();
  for (const row of packaged) {
    const table = row.episodeId === null ? movies : episodes;
    await db
      .update(table)
      .set({ segments: [] })
      .where(and(eq(table.id, row.episodeId ?? row.titleId), like(table.media, "clips/%")));
    const playing = await playingNow(db, row.titleKind, row.titleId);
    if (playing.get(row.episodeId) === row.master) continue;
    if (await publishPackaging(db, DEMO_ACTOR, row, now))
      tags.add(row.titleKind === "movie" ? TAGS.movie(row.titleId) : TAGS.series(row.titleId));
  }
  return tags.size > 0 ? [...tags, TAGS.catalogue] : [];
}

/** The whole job, its sources' pictures `size` ("WxH"): what was done, for the job's output. */
export async function runDemoMedia(
  job: JobContext,
  deps: JobDeps,
  pages: PageCache,
  size = DEMO_MEDIA_SIZE,
): Promise<string> {
  const { db } = deps;
  const titles = await pipelineTitles(db);
  if (!titles) return "no demo catalogue";
  if ((await runTool("ffmpeg", ["-version"], { timeoutMs: 10_000 })).code !== 0) {
    console.warn(
      `Cineva demo: no ffmpeg (apt-get install -y ffmpeg), so "${PIPELINE_TITLES.series}" and "${PIPELINE_TITLES.film}" keep playing their clips.`,
    );
    return "no ffmpeg";
  }
  const editor = (await listStaff(db)).find((staff) => staff.member.role === "editor")?.user.id ?? null;
  await receive(titles, editor, deps, size);
  await job.progress(0.1);
  const ready = await check(titles, job, deps);
  await job.progress(0.2);
  const packaged = await packageAll(titles, ready, editor, job, deps);
  const tags = await publishAll(db, packaged, deps.now());
  if (tags.length > 0) await pages.changed(tags);
  return `published ${packaged.length}`;
}

/** The job, telling the site's pages through `pages` once something is published. */
export const demoMediaJob = (pages: PageCache): JobDefinition<Record<string, never>> => ({
  name: DEMO_MEDIA,
  // A couple of minutes on two cores; tried twice more, going on from where it stopped.
  policy: { retries: 2, retryDelaySec: 30, timeLimitSec: 3600 },
  run: (_data, job, deps) => runDemoMedia(job, deps, pages),
});

/**
 * On a demo's start: queues the job while its titles have nothing uploaded (the first start, or one
 * after a start without ffmpeg). CINEVA_DEMO_MEDIA=0 leaves the clips (the tests and benches, which
 * want a quiet machine and a catalogue that does not change under them).
 */
export async function queueDemoMedia(db: Database, jobs: JobSender, env: NodeJS.ProcessEnv) {
  if (env.CINEVA_DEMO_MEDIA === "0") return false;
  const titles = await pipelineTitles(db);
  if (!titles || (await uploadsByName(db, titles)).size > 0) return false;
  await jobs.send(DEMO_MEDIA, {});
  return true;
}
