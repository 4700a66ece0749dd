// `npm run fleet -- --check` (issue #16): what the fleet must do, proved against the running fleet
// and printed as figures. Returns the failures (an empty list when every check passed).
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import sharp from "sharp";
import { VIEWER } from "../e2e/accounts";
import type { loadTest as LoadTest } from "../bench/measure";
import type { Fleet } from "./fleet";
import { apiToken, beginTopUp, payAtGateway } from "./fleet-kit";

const FILM = "/movie/18/the-quiet-orbit";
const PAGE_HEADERS = { accept: "text/html", "accept-language": "en" };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const out = (line = "") => process.stdout.write(`${line}\n`);

type Tools = { loadTest: typeof LoadTest; log: (line: string) => void };
type Load = Awaited<ReturnType<typeof LoadTest>>;
const failed = (load: Load) => load.errors + load.timeouts + load.non2xx;

/** Signs in on the site (next-auth's phone provider) through one origin; returns the cookies. */
async function siteSession(origin: string): Promise<string> {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const signIn = await fetch(`${origin}/api/auth/callback/phone`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, phone: VIEWER.phone, password: VIEWER.password, json: "true" }),
  });
  jar.push(...signIn.headers.getSetCookie().map((c) => c.split(";")[0]));
  return jar.join("; ");
}

/** The viewer's balance in đồng, as GET /api/user-info answers it. */
async function balance(origin: string, auth: Record<string, string>): Promise<number> {
  const user = (await (await fetch(`${origin}/api/user-info`, { headers: auth })).json()) as {
    balance: number;
  };
  return user.balance;
}

export async function fleetChecks(fleet: Fleet, { loadTest, log }: Tools): Promise<string[]> {
  const failures: string[] = [];
  const [first] = fleet.replicas;
  const token = await apiToken(fleet.balancer);
  const auth = { authorization: `Bearer ${token}`, accept: "application/json" };

  // 1. Throughput: through the balancer and one replica alone, the same bounded run each.
  log("throughput: the balancer and one replica, 5 s and 20 connections each");
  out(
    `throughput (req/s, autocannon 20 connections × 5 s; ${fleet.replicas.length} replicas on this machine's cores)`,
  );
  out("target                     balancer   one replica   ratio   failed");
  for (const target of [
    { name: "home", path: "/", headers: PAGE_HEADERS },
    { name: "a film", path: FILM, headers: PAGE_HEADERS },
    { name: "/movies", path: "/movies", headers: PAGE_HEADERS },
    { name: "GET /api/user-info (signed in)", path: "/api/user-info", headers: auth },
  ]) {
    const run = (origin: string) =>
      loadTest(origin, target, { connections: 20, seconds: 5, headers: target.headers });
    const [all, one] = [await run(fleet.balancer), await run(first!.origin)];
    out(
      `${target.name.padEnd(26)} ${String(all.requestsPerSecond).padStart(8)}   ${String(one.requestsPerSecond).padStart(11)}   ${(all.requestsPerSecond / Math.max(1, one.requestsPerSecond)).toFixed(2).padStart(5)}×  ${String(failed(all) + failed(one)).padStart(6)}`,
    );
    if (failed(all) + failed(one) > 0)
      failures.push(`${target.name}: ${failed(all) + failed(one)} failed requests`);
  }

  // nginx itself: a static chunk kept after its first request, text answers gzipped.
  const home = await (await fetch(`${fleet.balancer}/`, { headers: PAGE_HEADERS })).text();
  const chunk = /\/_next\/static\/[^"']+\.js/.exec(home)?.[0];
  const cacheStatus = [];
  for (let i = 0; i < 2 && chunk; i++)
    cacheStatus.push((await fetch(`${fleet.balancer}${chunk}`)).headers.get("x-cache-status"));
  const encoding = (
    await fetch(`${fleet.balancer}/`, { headers: { ...PAGE_HEADERS, "accept-encoding": "gzip" } })
  ).headers.get("content-encoding");
  out(
    `nginx: ${chunk ?? "no static chunk found"} ${cacheStatus.join(" then ")}; the home page with content-encoding ${encoding}`,
  );
  if (cacheStatus[1] !== "HIT") failures.push("nginx did not keep the static assets");
  if (encoding !== "gzip") failures.push("nginx did not gzip the pages");

  // 2. A replica killed in the middle of a run: nginx retries on the others; 0 failed requests.
  log("failover: replica 2 killed 2 s into an 8 s run");
  const victim = 1;
  const running = loadTest(
    fleet.balancer,
    { name: "film", path: FILM },
    { connections: 10, seconds: 8, headers: PAGE_HEADERS },
  );
  await pause(2_000);
  fleet.stopReplica(victim);
  const failover = await running;
  out();
  out(
    `failover: replica 2 killed (SIGKILL) during ${failover.requests} requests through the balancer: ${failed(failover)} failed`,
  );
  if (failed(failover) > 0) failures.push(`failover: ${failed(failover)} failed requests`);
  const restarted = Date.now();
  await fleet.restartReplica(victim);
  const victimAddress = new URL(fleet.replicas[victim]!.origin).host;
  let seen = 0;
  let asked = 0;
  // nginx tries a failed server again once its fail_timeout (5 s) has passed.
  const deadline = Date.now() + 20_000;
  while (seen === 0 && Date.now() < deadline) {
    for (let i = 0; i < 30; i++) {
      const response = await fetch(`${fleet.balancer}/api/health`);
      asked += 1;
      if ((response.headers.get("x-upstream") ?? "").includes(victimAddress)) seen += 1;
    }
    if (seen === 0) await pause(500);
  }
  out(
    `back in rotation: restarted and answering through the balancer ${((Date.now() - restarted) / 1000).toFixed(1)} s after (${seen} of ${asked} requests)`,
  );
  if (seen === 0) failures.push("the restarted replica did not come back into rotation");

  // 3. One session, one rating, every replica.
  const cookie = await siteSession(first!.origin);
  const names = await Promise.all(
    fleet.replicas.map(async ({ origin }) => {
      const session = (await (await fetch(`${origin}/api/auth/session`, { headers: { cookie } })).json()) as {
        user?: { name?: string };
      };
      return session.user?.name ?? null;
    }),
  );
  out();
  out(
    `session: signed in on replica 1; the session read on each replica: ${names.map((n) => n ?? "none").join(", ")}`,
  );
  if (names.some((name) => name !== VIEWER.name)) failures.push("a replica did not know the session");
  const score = 1 + Math.floor(Math.random() * 5);
  const rated = await fetch(`${first!.origin}/api/ratings`, {
    method: "PUT",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ title_kind: "movie", title_id: 1, score }),
  });
  const scores = await Promise.all(
    fleet.replicas.map(async ({ origin }) => {
      const rating = (await (await fetch(`${origin}/api/ratings/movie/1`, { headers: auth })).json()) as {
        score: number;
      };
      return rating.score;
    }),
  );
  out(
    `rating: ${score} written through replica 1 (${rated.status}); read through each replica: ${scores.join(", ")}`,
  );
  if (!rated.ok || scores.some((s) => s !== score)) failures.push("a replica did not see the rating");

  // A registration code and a payment, each begun on one replica and finished on others.
  const phone = `09${String(Date.now()).slice(-8)}`;
  const at = (index: number) => fleet.replicas[index % fleet.replicas.length]!.origin;
  const post = (origin: string, route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const registration = { phone_number: phone, password: "Fleet2026x" };
  const registered = await post(at(0), "/api/register", registration);
  const outbox = (await (await fetch(`${at(1)}/api/sandbox/sms?phone=${phone}`)).json()) as {
    messages?: { code?: string }[];
  };
  const code = outbox.messages?.[0]?.code ?? "";
  const again = await post(at(2), "/api/resend-otp", { phone_number: phone });
  const verified = await post(at(2), "/api/verify-otp", { ...registration, code });
  out();
  out(
    `registration: asked through replica 1 (${registered.status}), the code read through replica 2 (${code ? "found" : "none"}), a second code asked through replica 3 refused (${again.status}), verified through replica 3 (${verified.status})`,
  );
  if (!registered.ok || !code || again.status !== 429 || !verified.ok)
    failures.push("a registration code did not work across replicas");

  const amount = 10_000 + Math.floor(Math.random() * 90_000);
  const balanceBefore = await balance(first!.origin, auth);
  const topUp = await beginTopUp(at(0), token, amount);
  let status = "no payment";
  let balanceAfter = balanceBefore;
  if (topUp.paymentUrl) {
    const paid = await payAtGateway(at(1), topUp.paymentUrl);
    const back = new URL(paid.headers.get("location") ?? "/", fleet.balancer);
    // The gateway's notification reaches replica 2 in the background; the result page asks replica 3.
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const verify = (await (
        await fetch(`${at(2)}/api/payments/verify-return${back.search}`, { headers: auth })
      ).json()) as { payment?: { status: string } };
      status = verify.payment?.status ?? "invalid";
      if (status !== "pending") break;
      await pause(100);
    }
    balanceAfter = await balance(at(0), auth);
  }
  out(
    `payment: ${amount} đồng begun through replica 1 (${topUp.status}), paid at the gateway through replica 2, verified through replica 3: ${status}; balance through replica 1 ${balanceBefore} → ${balanceAfter}`,
  );
  if (status !== "succeeded" || balanceAfter !== balanceBefore + amount)
    failures.push("a payment did not work across replicas");

  // 4. Files: an avatar uploaded through one replica, and the artwork, served alike by all.
  const form = new FormData();
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#e05a2b" } })
    .png()
    .toBuffer();
  form.append("avatar", new Blob([new Uint8Array(picture)], { type: "image/png" }), "fleet.png");
  const uploaded = await fetch(`${first!.origin}/api/update-profile`, {
    method: "POST",
    headers: auth,
    body: form,
  });
  const avatar = uploaded.ok ? ((await uploaded.json()) as { user: { avatar: string } }).user.avatar : null;
  const artwork = /\/images\/movies\/posters\/[^"?\s]+\.webp/.exec(
    await (await fetch(`${fleet.balancer}${FILM}`, { headers: PAGE_HEADERS })).text(),
  )?.[0];
  /** Each replica's answer for a file: a digest of its bytes, or null when it did not serve it. */
  const servedBy = (file: string | undefined) =>
    Promise.all(
      fleet.replicas.map(async ({ origin }) => {
        if (!file) return null;
        const response = await fetch(`${origin}${file}`);
        if (!response.ok) return null;
        return createHash("sha256")
          .update(Buffer.from(await response.arrayBuffer()))
          .digest("hex");
      }),
    );
  const alike = (digests: (string | null)[]) => digests.every((d) => d !== null && d === digests[0]);
  const avatarDigests = await servedBy(avatar ? `/images/users/${avatar}` : undefined);
  const posterDigests = await servedBy(artwork);
  const onDisk = fleet.replicas.filter(({ dataDir }) => existsSync(path.join(dataDir, "images"))).length;
  out();
  out(
    `files: an avatar uploaded through replica 1 (${uploaded.status}) served by ${avatarDigests.filter(Boolean).length} of ${fleet.replicas.length} replicas, the same bytes: ${alike(avatarDigests)}; a poster (${artwork ?? "none found"}) the same on every replica: ${alike(posterDigests)}; replicas keeping images on their own disk: ${onDisk}`,
  );
  if (!alike(avatarDigests)) failures.push("an uploaded avatar was not served alike by every replica");
  if (!alike(posterDigests)) failures.push("the artwork was not served alike by every replica");
  if (onDisk > 0) failures.push(`${onDisk} replica(s) keep images on their own disk`);

  // 5. Revalidation through one replica, seen on all.
  for (const { origin } of fleet.replicas) await fetch(`${origin}${FILM}`, { headers: PAGE_HEADERS }); // held by all
  const changed = `Told to every replica at ${new Date().toISOString()}`;
  const db = new Client({ connectionString: fleet.databaseUrl });
  await db.connect();
  await db.query("update movies set description_en = $1 where id = 18", [changed]);
  await db.end();
  const said = Date.now();
  const revalidated = await fetch(`${first!.origin}/api/revalidate`, {
    method: "POST",
    headers: { authorization: `Bearer ${fleet.revalidateKey}`, "content-type": "application/json" },
    body: JSON.stringify({ tags: ["movie:18"] }),
  });
  const freshAfter = await Promise.all(
    fleet.replicas.map(async ({ origin }) => {
      while (Date.now() - said < 10_000) {
        const html = await (await fetch(`${origin}${FILM}`, { headers: PAGE_HEADERS })).text();
        if (html.includes(changed)) return Date.now() - said;
        await pause(25);
      }
      return null;
    }),
  );
  out();
  out(
    `revalidation: POST /api/revalidate on replica 1 (${revalidated.status}); the new text on each replica after ${freshAfter.map((ms) => (ms === null ? "never" : `${ms} ms`)).join(", ")}`,
  );
  if (freshAfter.some((ms) => ms === null || ms > 1_000))
    failures.push("revalidation was not seen on every replica within 1 s");

  // 6. The fleet's Redis stopped for a moment: pages are rendered, never an error.
  log("Redis outage: the fleet's redis-server killed 1.5 s into a 6 s run, back 2 s later");
  const pages = loadTest(
    fleet.balancer,
    { name: "film", path: FILM },
    { connections: 10, seconds: 6, headers: PAGE_HEADERS },
  );
  await pause(1_500);
  fleet.stopRedis();
  const away = Date.now();
  // Signing in is rate-limited: the limits fall back to each replica's own counters meanwhile.
  const signIns = await Promise.all(
    fleet.replicas.map(async ({ origin }) => {
      const api = await apiToken(origin).then(
        () => true,
        () => false,
      );
      const site = (await (
        await fetch(`${origin}/api/auth/session`, { headers: { cookie: await siteSession(origin) } })
      ).json()) as { user?: { name?: string } };
      return api && site.user?.name === VIEWER.name;
    }),
  );
  await pause(Math.max(0, 2_000 - (Date.now() - away)));
  await fleet.startRedis();
  const outage = await pages;
  out();
  out(
    `Redis outage: ${outage.requests} page requests through the balancer while Redis was away for 2 s: ${failed(outage)} failed, p99 ${outage.p99} ms; signed in meanwhile (API and site) on ${signIns.filter(Boolean).length} of ${signIns.length} replicas`,
  );
  if (failed(outage) > 0) failures.push(`Redis outage: ${failed(outage)} failed requests`);
  if (signIns.some((ok) => !ok)) failures.push("Redis outage: signing in failed on a replica");
  return failures;
}
