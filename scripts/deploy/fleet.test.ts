/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { balancerConfig } from "./fleet";

const NGINX = "/usr/sbin/nginx";
const upstreams = ["127.0.0.1:4101", "127.0.0.1:4102", "127.0.0.1:4103"];

describe("the fleet's load balancer", () => {
  it("balances by least connections, leaves a failing replica out, and retries only idempotent requests", () => {
    const config = balancerConfig({ dir: "/tmp/x", listen: "127.0.0.1", port: 8080, upstreams });
    expect(config).toMatch(/upstream replicas \{\s+least_conn;/);
    for (const upstream of upstreams)
      expect(config).toContain(`server ${upstream} max_fails=1 fail_timeout=5s;`);
    expect(config).toContain("proxy_next_upstream error timeout http_502 http_503;");
    expect(config).not.toContain("non_idempotent");
    expect(config).toContain("gzip on;");
    expect(config).toMatch(/location \/_next\/static\/ \{[^}]*proxy_cache assets;/);
    // An upload's chunks reach the replica holding its lock, unbuffered and past the 8 MB limit.
    expect(config).toMatch(/upstream uploads \{\s+hash \$request_uri consistent;/);
    expect(config).toMatch(
      /location \/api\/studio\/uploads \{[^}]*proxy_pass http:\/\/uploads;[^}]*proxy_request_buffering off;/,
    );
    // Idle upstream connections close from nginx's side before Node's 5 s keepAliveTimeout.
    expect(config).toMatch(/keepalive 32;\s+(#[^\n]*\n\s+)*keepalive_timeout 4s;/);
  });

  it("takes a replica out of rotation for a deploy, and only that one", () => {
    const config = balancerConfig({
      dir: "/tmp/x",
      listen: "127.0.0.1",
      port: 8080,
      upstreams,
      down: [upstreams[1]!],
    });
    expect(config).toContain(`server ${upstreams[0]} max_fails=1 fail_timeout=5s;`);
    expect(config).toContain(`server ${upstreams[1]} max_fails=1 fail_timeout=5s down;`);
    expect(config).toContain(`server ${upstreams[2]} max_fails=1 fail_timeout=5s;`);
  });

  // nginx itself reads it: .ci/run installs nginx, so this runs in CI; a laptop without it skips.
  (existsSync(NGINX) ? it : it.skip)("is a configuration nginx accepts", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cineva-balancer-"));
    try {
      writeFileSync(
        path.join(dir, "nginx.conf"),
        balancerConfig({ dir, listen: "127.0.0.1", port: 18080, upstreams, down: [upstreams[0]!] }),
      );
      const checked = spawnSync(
        NGINX,
        ["-t", "-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`],
        {
          encoding: "utf8",
        },
      );
      expect(checked.stderr).toContain("syntax is ok");
      expect(checked.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
