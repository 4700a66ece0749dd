// `npm run fleet -- --check`, issue #33: a rolling restart of every replica under load, as a deploy
// does it (out of the balancer's rotation, SIGTERM, wait for the graceful exit, start again, back in
// rotation, then the next), with pages read and top-ups paid through the balancer the whole time. Passes with no failed request, a
// graceful exit (0) from every replica, and every balance equal to the sum of its ledger rows.
import { readFileSync, statSync } from "node:fs";
import { Client } from "pg";
import { DISTRIBUTOR, VIEWER } from "../e2e/accounts";
import type { Fleet } from "./fleet";
import { apiToken, beginTopUp, payAtGateway } from "./fleet-kit";
import { keepAliveClient, type KeepAliveClient, type Send } from "./keep-alive-client";

type Tools = { log: (line: string) => void };
const out = (line = "") => process.stdout.write(`${line}\n`);
const READERS = 8;
/** Reads and top-ups go on this long after the last replica is back, through the whole fleet again. */
const AFTER_MS = 3_000;
/**
 * Top-ups are limited to 10 per viewer in 10 minutes, and the checks before paid one: two viewers, 9
 * each, one every 1.2 s between them, through the whole run.
 */
const WRITE_EVERY_MS = 1_200;
const WRITES_AT_MOST = 18;

/** One top-up through the balancer, paid at the sandbox gateway: null, or the step that failed and how. */
async function topUp(balancer: string, token: string, send: Send): Promise<string | null> {
  const begun = await beginTopUp(balancer, token, 10_000, send).catch((error: Error) => error);
  if (begun instanceof Error) return `top-up begun: ${begun.message} ${String(begun.cause ?? "")}`;
  if (!begun.paymentUrl) return `top-up begun: ${begun.status}`;
  const paid = await payAtGateway(balancer, begun.paymentUrl, send).catch((error: Error) => error);
  if (paid instanceof Error) return `paid at the gateway: ${paid.message} ${String(paid.cause ?? "")}`;
  return paid.status === 303 ? null : `paid at the gateway: ${paid.status}`;
}

/**
 * Pages read through the balancer by eight readers, each one page after another, over kept-alive
 * connections as a browser keeps them, until stopped: how many, which statuses, what failed and when.
 */
function readPages(balancer: string, client: KeepAliveClient) {
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const errors: { at: number; message: string }[] = [];
  let reading = true;
  const reader = async () => {
    while (reading) {
      const began = performance.now();
      try {
        const page = await client.send(`${balancer}/`, {
          headers: { accept: "text/html", "accept-language": "en" },
          signal: AbortSignal.timeout(15_000),
        });
        statuses.set(page.status, (statuses.get(page.status) ?? 0) + 1);
        latencies.push(performance.now() - began);
      } catch (error) {
        const { code, message } = error as NodeJS.ErrnoException;
        errors.push({ at: Date.now(), message: code ?? message });
      }
    }
  };
  const readers = Promise.all(Array.from({ length: READERS }, reader));
  return {
    errors,
    async stop() {
      reading = false;
      await readers;
      const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      const sorted = latencies.sort((a, b) => a - b);
      return {
        requests: answered + errors.length,
        failed: answered - (statuses.get(200) ?? 0) + errors.length,
        detail: `statuses ${[...statuses].map(([status, count]) => `${status}×${count}`).join(" ") || "none"}, ${errors.length} errors`,
        p99: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
      };
    },
  };
}

/** Users whose balance is not the sum of their ledger rows. */
async function unbalanced(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from users u
        where u.balance <> coalesce((select sum(l.delta) from balance_ledger l where l.user_id = u.id), 0)`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/** Whether the balancer answers from `origin` (its X-Upstream) within 15 s. */
async function backInRotation(balancer: string, origin: string): Promise<boolean> {
  const address = new URL(origin).host;
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const answer = await fetch(`${balancer}/api/health`).catch(() => null);
    if (answer?.headers.get("x-upstream")?.split(", ").at(-1) === address) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

export async function rollingRestart(fleet: Fleet, { log }: Tools): Promise<string[]> {
  const failures: string[] = [];
  log("rolling restart: every replica in turn, under page reads and paced top-ups");
  const tokens = await Promise.all([VIEWER, DISTRIBUTOR].map((account) => apiToken(fleet.balancer, account)));

  const logFrom = statSync(fleet.nginxErrorLog).size;
  const client = keepAliveClient(READERS + 1);
  const reads = readPages(fleet.balancer, client);
  let loading = true;
  const writes = { paid: 0, failed: 0 };
  // When each step of the restart and each failure happened, for a run that fails.
  const started = Date.now();
  const timeline: string[] = [];
  const mark = (what: string) => timeline.push(`${((Date.now() - started) / 1000).toFixed(2)} s: ${what}`);
  const writer = (async () => {
    for (let turn = 0; loading && turn < WRITES_AT_MOST; turn++) {
      const paced = new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
      const failure = await topUp(fleet.balancer, tokens[turn % tokens.length]!, client.send);
      if (failure === null) writes.paid += 1;
      else {
        writes.failed += 1;
        mark(failure);
      }
      await paced;
    }
  })();

  const exits: (number | null)[] = [];
  const restartStarted = Date.now();
  for (let index = 0; index < fleet.replicas.length; index++) {
    // As a deploy does it: out of the balancer's rotation first (nothing new reaches it), then
    // SIGTERM (what it is still answering finishes), started again, back into rotation, and the next
    // only once the balancer sends this one requests again.
    mark(`replica ${index + 1} out of rotation`);
    await fleet.setOutOfRotation(index);
    mark(`replica ${index + 1} told to stop (SIGTERM)`);
    exits.push(await fleet.stopGracefully(index));
    mark(`replica ${index + 1} stopped; starting again`);
    await fleet.restartReplica(index);
    mark(`replica ${index + 1} started`);
    await fleet.setOutOfRotation(null);
    mark(`replica ${index + 1} back in rotation`);
    if (!(await backInRotation(fleet.balancer, fleet.replicas[index]!.origin)))
      failures.push(`rolling restart: replica ${index + 1} was not back in rotation within 15 s`);
  }
  const restartSeconds = ((Date.now() - restartStarted) / 1000).toFixed(1);
  await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
  loading = false;
  const load = await reads.stop();
  await writer;
  client.close();
  // The last payments' notifications are delivered after their answers; give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const off = await unbalanced(fleet.databaseUrl);
  const failedReads = load.failed;

  out();
  out(
    `rolling restart: ${fleet.replicas.length} replicas stopped (exit ${exits.join(", ")}) and started again one by one in ${restartSeconds} s, under load: ${load.requests} page reads (${failedReads} failed: ${load.detail}; p99 ${load.p99} ms), ${writes.paid} top-ups paid (${writes.failed} failed), ${client.resent()} requests sent again after a kept-alive connection closed unanswered; balances unequal to their ledger: ${off}`,
  );
  if (exits.some((code) => code !== 0))
    failures.push(`rolling restart: exits ${exits.join(", ")}, not all 0`);
  if (failedReads > 0) failures.push(`rolling restart: ${failedReads} failed page reads`);
  if (writes.failed > 0) failures.push(`rolling restart: ${writes.failed} failed top-ups`);
  if (writes.paid === 0) failures.push("rolling restart: no top-up was paid");
  if (off > 0) failures.push(`rolling restart: ${off} balances differ from their ledger`);
  if (failures.length) {
    for (const { at, message } of reads.errors.slice(0, 10))
      timeline.push(`${((at - started) / 1000).toFixed(2)} s: a page read failed: ${message}`);
    timeline.sort((a, b) => parseFloat(a) - parseFloat(b));
    // nginx's own account of the restart, without the earlier checks' lines or a flood of the same one.
    const lines = readFileSync(fleet.nginxErrorLog).subarray(logFrom).toString("utf8").trim().split("\n");
    const flood = lines.filter((line) => /no live upstreams/.test(line)).length;
    const rest = lines.filter((line) => !/no live upstreams/.test(line)).slice(0, 20);
    log(`what happened when:\n  ${timeline.join("\n  ")}`);
    log(`nginx's errors meanwhile (and ${flood} "no live upstreams"):\n${rest.join("\n")}`);
  }
  return failures;
}
