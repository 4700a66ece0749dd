/**
 * nginx in front of `next start`, over https, on one machine (docs/security.md "https"): the demo
 * certificate, the configuration, and the arguments to start nginx with. `npm run https` serves with
 * it (scripts/https.ts); e2e/https.spec.ts checks the very same configuration.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** HSTS for two years, subdomains included; nginx owns it here (the app's own copy is hidden). */
export const HSTS = "max-age=63072000; includeSubDomains; preload";

/**
 * A demo certificate authority and a certificate it signed for localhost and 127.0.0.1, made with
 * openssl in `dir` unless they are there already. Returns the files' paths.
 */
export function demoCertificate(dir: string): { ca: string; cert: string; key: string } {
  mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  const files = { ca: file("ca.pem"), cert: file("cert.pem"), key: file("key.pem") };
  if (existsSync(files.ca) && existsSync(files.cert) && existsSync(files.key)) return files;
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });
  openssl(
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:P-256",
    "-nodes",
    "-days",
    "825",
    "-subj",
    "/CN=Cineva demo authority",
    "-keyout",
    file("ca-key.pem"),
    "-out",
    files.ca,
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  );
  openssl(
    "req",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:P-256",
    "-nodes",
    "-subj",
    "/CN=localhost",
    "-keyout",
    files.key,
    "-out",
    file("cert.csr"),
  );
  writeFileSync(
    file("cert.ext"),
    "basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n" +
      "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\n",
  );
  openssl(
    "x509",
    "-req",
    "-in",
    file("cert.csr"),
    "-CA",
    files.ca,
    "-CAkey",
    file("ca-key.pem"),
    "-CAcreateserial",
    "-days",
    "397",
    "-sha256",
    "-extfile",
    file("cert.ext"),
    "-out",
    files.cert,
  );
  return files;
}

type Ports = { httpPort: number | string; httpsPort: number | string; upstream: string; listen?: string };

/**
 * nginx's whole configuration: one worker, everything it writes under `dir` (no root needed above
 * port 1024). The http server only redirects; the https one proxies to `upstream`.
 */
export function nginxConfig({
  dir,
  httpPort,
  httpsPort,
  upstream,
  cert,
  key,
  listen = "127.0.0.1",
}: Ports & { dir: string; cert: string; key: string }): string {
  const httpsSuffix = Number(httpsPort) === 443 ? "" : `:${httpsPort}`;
  return `# Written by scripts/deploy/https.ts (npm run https).
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  # An avatar upload is the largest request the site takes.
  client_max_body_size 10m;

  upstream cineva {
    server ${upstream};
    keepalive 16;
    # Idle connections to a replica close from this side, before Node's own 5 s (keepAliveTimeout):
    # a replica that closes one just as a request is sent on it would reset that request.
    keepalive_timeout 4s;
  }

  # http: nothing but the way to https, to the same host and path.
  server {
    listen ${listen}:${httpPort};
    server_name _;
    return 301 https://$host${httpsSuffix}$request_uri;
  }

  server {
    # Debian 12's nginx 1.22 names http2 on the listen line (1.25 moved it to "http2 on;").
    listen ${listen}:${httpsPort} ssl http2;
    server_name _;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    # Mozilla's "intermediate" profile: TLS 1.2 and 1.3, forward-secret AEAD ciphers only.
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;
    ssl_prefer_server_ciphers off;
    ssl_session_cache shared:cineva_tls:10m;
    ssl_session_timeout 1d;
    ssl_session_tickets off;

    proxy_hide_header Strict-Transport-Security;
    add_header Strict-Transport-Security "${HSTS}" always;

    location / {
      proxy_pass http://cineva;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Appends the address nginx saw: with CINEVA_TRUST_PROXY=1 the site counts that one.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

/** Writes the config (and the demo certificate unless one is given) under `dir`; returns nginx's arguments. */
export function prepare({ dir, cert, key, ...ports }: Ports & { dir: string; cert?: string; key?: string }): {
  args: string[];
  errors: string;
  cert: string;
  key: string;
  ca?: string;
} {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  chmodSync(root, 0o755); // nginx's workers drop root's rights and must still reach their files
  for (const sub of ["tmp/body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi"])
    mkdirSync(path.join(root, sub), { recursive: true });
  const tls =
    cert && key
      ? { cert: path.resolve(cert), key: path.resolve(key) }
      : demoCertificate(path.join(root, "tls"));
  const conf = path.join(root, "nginx.conf");
  writeFileSync(conf, nginxConfig({ ...ports, dir: root, cert: tls.cert, key: tls.key }));
  const errors = path.join(root, "error.log");
  return { args: ["-p", root, "-e", errors, "-c", conf, "-g", "daemon off;"], errors, ...tls };
}

/** Debian's nginx binary (not always on a non-root PATH). */
export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file)) ?? "nginx";
