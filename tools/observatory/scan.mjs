// The MDN HTTP Observatory's scan of one page of a host, on the ports given: its own CLI scans only
// "/" on ports 80 and 443, which a test on loopback cannot use. The grading is the scanner's own
// (src/scanner/index.js `scan`), applied to `retrieve` with options.
//   node tools/observatory/scan.mjs localhost --http-port 8080 --https-port 8443 --path /movie/18
// Prints {"grade", "score", "tests": {name: {result, pass, scoreModifier}}}. The site's certificate
// must be trusted: NODE_EXTRA_CA_CERTS=data/https/tls/ca.pem for the demo one.
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";

// The scanner's install script downloads Chromium's HSTS preload list from the web, which this
// machine cannot reach (it is installed with --ignore-scripts). An empty list only costs the bonus a
// preloaded domain would earn; no loopback name is on the real one anyway.
const scanner = path.dirname(
  createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"),
);
const preload = path.join(scanner, "conf", "hsts-preload.json");
if (!existsSync(preload)) writeFileSync(preload, "{}\n");

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "http-port": { type: "string" },
    "https-port": { type: "string" },
    path: { type: "string", default: "/" },
  },
});
const host = positionals[0] ?? "localhost";
const requests = await retrieve(host, {
  httpPort: values["http-port"],
  httpsPort: values["https-port"],
  path: values.path,
});
if (!requests.responses.auto) {
  console.log(JSON.stringify({ error: "The site seems to be down." }));
  process.exit(1);
}

const tests = {};
let score = 100;
let uncurved = 100;
for (const test of ALL_TESTS) {
  const output = test(requests);
  const modifier = output.result ? getScoreModifier(output.result) : 0;
  score += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[output.constructor.name] = { result: output.result, pass: output.pass, scoreModifier: modifier };
}
// As the scanner does: bonuses count only once the penalties alone still leave an A.
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? score : uncurved);
console.log(
  JSON.stringify(
    { grade: final.grade, score: final.score, status: requests.responses.auto.status, tests },
    null,
    2,
  ),
);
