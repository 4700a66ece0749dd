/**
 * nginx as the fleet's load balancer (issue #16; `npm run fleet`, scripts/fleet.ts): the same
 * configuration an operator puts in front of the replicas in production, with the paths of one
 * machine's scratch directory.
 */

export type BalancerOptions = {
  /** A directory nginx may write its pid, logs, temporary files and asset cache under. */
  dir: string;
  listen: string;
  port: number;
  /** host:port of each replica. */
  upstreams: string[];
  /** Replicas taken out of rotation (`down`) while a deploy restarts them: nginx sends them nothing new. */
  down?: string[];
};

/**
 * - least connections: a replica busy with a slow render gets the next request last;
 * - passive health checks: a replica that refuses or times out is left out for 5 s after one
 *   failure (max_fails=1 fail_timeout=5s), then tried again;
 * - a request that failed on one replica before any answer began is retried on the next, for
 *   idempotent methods only (nginx never resends a POST unless told `non_idempotent`), at most
 *   twice more and within 10 s;
 * - gzip of text answers; `/_next/static/` (content-hashed, immutable) kept by nginx for a day;
 * - the client's address appended to X-Forwarded-For (replicas run with CINEVA_TRUST_PROXY=1), and
 *   the replica that answered named in X-Upstream (the fleet check counts them).
 */
export function balancerConfig({ dir, listen, port, upstreams, down = [] }: BalancerOptions): string {
  return `worker_processes 2;
${scratchFiles(dir)}
events { worker_connections 1024; }
http {
  access_log off;
${scratchTemporaryPaths(dir)}
  proxy_cache_path ${dir}/assets keys_zone=assets:4m max_size=200m inactive=1d;

  gzip on;
  gzip_comp_level 5;
  gzip_min_length 512;
  gzip_proxied any;
  gzip_vary on;
  gzip_types text/css application/javascript application/json image/svg+xml text/plain application/xml text/vtt;

  upstream replicas {
    least_conn;
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s${down.includes(upstream) ? " down" : ""};`).join("\n")}
    keepalive 32;
    # Idle connections to a replica close from this side, before Node's own 5 s (keepAliveTimeout):
    # a replica that closes one just as a request is sent on it would reset that request.
    keepalive_timeout 4s;
  }

  # Master files' uploads (issue #37): each upload's address always reaches the same replica, which
  # holds its lock while a chunk arrives (tus's locks are per process).
  upstream uploads {
    hash $request_uri consistent;
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s${down.includes(upstream) ? " down" : ""};`).join("\n")}
    keepalive 8;
    keepalive_timeout 4s;
  }

  server {
    listen ${listen}:${port};
    client_max_body_size 8m;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 3;
    proxy_next_upstream_timeout 10s;
    proxy_connect_timeout 2s;
    proxy_read_timeout 30s;
    add_header X-Upstream $upstream_addr always;

    location /_next/static/ {
      proxy_pass http://replicas;
      proxy_cache assets;
      proxy_cache_valid 200 1d;
      # add_header here replaces the server's: both are named again.
      add_header X-Upstream $upstream_addr always;
      add_header X-Cache-Status $upstream_cache_status always;
    }

    # Chunks of many megabytes stream through as they come, up to the site's own limit, which tus
    # checks against each upload's length.
    location /api/studio/uploads {
      proxy_pass http://uploads;
      client_max_body_size 100g;
      proxy_request_buffering off;
      proxy_read_timeout 300s;
    }

    location / {
      proxy_pass http://replicas;
    }
  }
}
`;
}

/**
 * nginx run by a script or a test, everything under one scratch directory (which its workers, having
 * dropped root, must be able to reach: mode 0755).
 */
export const scratchFiles = (dir: string) => `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;`;
export const scratchTemporaryPaths = (dir: string) =>
  ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind === "client_body" ? "body" : kind};`)
    .join("\n");
