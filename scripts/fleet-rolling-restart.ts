// `npm run fleet -- --check`, issue #33: a rolling restart of every replica under load, as a deploy
// does it (out of the balancer's rotation, SIGTERM, wait for the graceful exit, start again, back in
// rotation, then the next), with pages read and top-ups paid through the balancer the whole time. Passes with no failed request, a
// graceful exit (0) from every replica, and every balance equal to the sum of its ledger rows.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { Client } from "pg";
import { DISTRIBUTOR, VIEWER } from "../e2e/accounts";
import type { Fleet } from "./fleet";
import { apiToken, beginTopUp, payAtGateway } from "./fleet-kit";

type Tools = { log: (line: string) => void };
const out = (line = "") => process.stdout.write(`${line}\n`);
/**
 * How long the reads go on: past the restarts (about 18 s here). A fixed run, as stopping autocannon
 * early would count the requests it drops as errors.
 */
const LOAD_SECONDS = 45;
/**
 * Top-ups are limited to 10 per viewer in 10 minutes, and the checks before paid one: two viewers, 9
 * each, one every 2.4 s between them, through the whole run.
 */
const WRITE_EVERY_MS = 2_400;
const WRITES_AT_MOST = 18;

/** One top-up through the balancer, paid at the sandbox gateway: whether every step answered. */
async function topUp(balancer: string, token: string): Promise<boolean> {
  const { paymentUrl } = await beginTopUp(balancer, token, 10_000);
  return paymentUrl !== null && (await payAtGateway(balancer, paymentUrl)).status === 303;
}

/** Pages read through the balancer for LOAD_SECONDS: how many, which statuses, what failed. */
function readPages(balancer: string) {
  let finish: (result: autocannon.Result) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  autocannon(
    {
      url: `${balancer}/`,
      connections: 8,
      duration: LOAD_SECONDS,
      timeout: 15,
      headers: { accept: "text/html", "accept-language": "en" },
    },
    (_error, result) => finish(result),
  );
  return {
    async done() {
      const result = await finished;
      const statuses = Object.entries(result.statusCodeStats ?? {})
        .map(([status, { count }]) => `${status}×${count}`)
        .join(" ");
      return {
        requests: result.requests.total,
        failed: result.errors + result.timeouts + result.non2xx,
        detail: `statuses ${statuses || "none"}, ${result.errors} errors, ${result.timeouts} timeouts`,
        p99: result.latency.p99,
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

  const reads = readPages(fleet.balancer);
  let loading = true;
  const writes = { paid: 0, failed: 0 };
  const writer = (async () => {
    for (let turn = 0; loading && turn < WRITES_AT_MOST; turn++) {
      const paced = new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
      const ok = await topUp(fleet.balancer, tokens[turn % tokens.length]!).catch(() => false);
      if (ok) writes.paid += 1;
      else writes.failed += 1;
      await paced;
    }
  })();

  const exits: (number | null)[] = [];
  const restartStarted = Date.now();
  for (let index = 0; index < fleet.replicas.length; index++) {
    // As a deploy does it: out of the balancer's rotation first (nothing new reaches it), then
    // SIGTERM (what it is still answering finishes), started again, back into rotation, and the next
    // only once the balancer sends this one requests again.
    await fleet.setOutOfRotation(index);
    exits.push(await fleet.stopGracefully(index));
    await fleet.restartReplica(index);
    await fleet.setOutOfRotation(null);
    if (!(await backInRotation(fleet.balancer, fleet.replicas[index]!.origin)))
      failures.push(`rolling restart: replica ${index + 1} was not back in rotation within 15 s`);
  }
  const restartSeconds = ((Date.now() - restartStarted) / 1000).toFixed(1);
  const load = await reads.done();
  loading = false;
  await writer;
  // The last payments' notifications are delivered after their answers; give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const off = await unbalanced(fleet.databaseUrl);
  const failedReads = load.failed;

  out();
  out(
    `rolling restart: ${fleet.replicas.length} replicas stopped (exit ${exits.join(", ")}) and started again one by one in ${restartSeconds} s, under load: ${load.requests} page reads (${failedReads} failed: ${load.detail}; p99 ${load.p99} ms), ${writes.paid} top-ups paid (${writes.failed} failed); balances unequal to their ledger: ${off}`,
  );
  if (Number(restartSeconds) > LOAD_SECONDS - 2)
    failures.push(`rolling restart: took ${restartSeconds} s, longer than its load`);
  if (exits.some((code) => code !== 0))
    failures.push(`rolling restart: exits ${exits.join(", ")}, not all 0`);
  if (failedReads > 0) failures.push(`rolling restart: ${failedReads} failed page reads`);
  if (writes.failed > 0) failures.push(`rolling restart: ${writes.failed} failed top-ups`);
  if (writes.paid === 0) failures.push("rolling restart: no top-up was paid");
  if (off > 0) failures.push(`rolling restart: ${off} balances differ from their ledger`);
  if (failures.length) {
    // What went wrong first, not the flood that may follow it.
    const lines = readFileSync(fleet.nginxErrorLog, "utf8").trim().split("\n");
    // A refused connection to the replica being restarted is expected, and retried elsewhere.
    const first = lines
      .filter(
        (line) => !/no live upstreams|Connection refused|temporarily disabled while connecting/.test(line),
      )
      .slice(-15);
    const flood = lines.length - first.length;
    log(`nginx's errors (${flood} "no live upstreams" left out):\n${first.join("\n")}`);
  }
  return failures;
}
