// Serves the site over https on one machine: Debian's nginx in front of `next start`, with a
// certificate made for the demo (or the operator's own), http → https, HSTS, and the real client
// address passed on (docs/security.md "https"; the configuration is scripts/deploy/https.ts).
//
//   export CINEVA_SANDBOX=0 CINEVA_HOST=127.0.0.1   # production: no sandbox, only nginx reaches it
//   npm run build && NEXTAUTH_URL=https://localhost:8443 CINEVA_TRUST_PROXY=1 npm start
//   npm run https                       # nginx on :8080 (→ https) and :8443, in front of :3000
//   npm run https -- --cert my.pem --key my.key --http-port 80 --https-port 443 --upstream 127.0.0.1:3000
//
// NEXTAUTH_URL on https makes the session cookie Secure and __Secure- prefixed; CINEVA_TRUST_PROXY=1
// makes the per-address limits count the address nginx saw. The demo certificate is signed by a demo
// authority, data/https/tls/ca.pem: trust it in a browser, or give it to Node as NODE_EXTRA_CA_CERTS.
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { NGINX, prepare } from "./deploy/https";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "data/https" },
    "http-port": { type: "string", default: "8080" },
    "https-port": { type: "string", default: "8443" },
    upstream: { type: "string", default: "127.0.0.1:3000" },
    listen: { type: "string", default: "127.0.0.1" },
    cert: { type: "string" },
    key: { type: "string" },
  },
});
const { args, cert } = prepare({
  dir: values.dir,
  httpPort: values["http-port"],
  httpsPort: values["https-port"],
  upstream: values.upstream,
  cert: values.cert,
  key: values.key,
  listen: values.listen,
});
console.log(
  `nginx: https://localhost:${values["https-port"]} → http://${values.upstream} (certificate ${cert})`,
);
const nginx = spawn(NGINX, args, { stdio: "inherit" });
const stop = () => nginx.kill("SIGQUIT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
nginx.on("exit", (code) => process.exit(code ?? 0));
