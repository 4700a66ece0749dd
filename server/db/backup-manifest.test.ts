/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  backupFolderName,
  differences,
  MANIFEST_FILE,
  readManifest,
  schemaVersionOf,
  summary,
  writeManifest,
  type Manifest,
} from "./backup-manifest";
import { toolConnection, toolPath } from "./backup-postgres";

const manifest: Manifest = {
  format: 1,
  createdAt: "2026-11-22T03:00:00.000Z",
  kind: "pglite",
  schemaVersion: "0011_handoffs",
  database: { file: "database.tar.gz", bytes: 12, sha256: "a".repeat(64) },
  counts: { users: 2, favorites: 1, balance_ledger: 3, payments: 3, movies: 40 },
  images: { files: 5, bytes: 1234 },
};

describe("backupFolderName", () => {
  it("names the kind and the UTC second, so folders sort by time", () => {
    expect(backupFolderName("pglite", new Date("2026-11-22T03:04:05.678Z"))).toBe(
      "cineva-pglite-20261122-030405",
    );
    expect(backupFolderName("postgres", new Date("2027-01-02T23:59:59Z"))).toBe(
      "cineva-postgres-20270102-235959",
    );
  });
});

describe("schemaVersionOf", () => {
  const journal = [
    { tag: "0000_init", when: 100 },
    { tag: "0001_more", when: 200 },
  ];
  it("is the tag of the newest migration applied", () => {
    expect(schemaVersionOf(journal, [100, 200])).toBe("0001_more");
    expect(schemaVersionOf(journal, [100])).toBe("0000_init");
  });
  it("is null for a database no migration touched, and says so for one this release does not know", () => {
    expect(schemaVersionOf(journal, [])).toBeNull();
    expect(schemaVersionOf(journal, [100, 300])).toBe("unknown migration (300)");
  });
});

describe("differences", () => {
  const census = { schemaVersion: manifest.schemaVersion, counts: manifest.counts };
  it("is empty when every table and the schema version match", () => {
    expect(differences(census, { ...census, counts: { ...census.counts } })).toEqual([]);
  });
  it("names each table whose rows differ, is missing or was not backed up, and the schema version", () => {
    const { movies: _dropped, ...withoutMovies } = census.counts;
    expect(
      differences(census, {
        schemaVersion: "0010_storyboards",
        counts: { ...withoutMovies, favorites: 0, extra: 4 },
      }),
    ).toEqual([
      "schema version: 0010_storyboards instead of 0011_handoffs",
      "extra: not in the backup, 4 rows after the restore",
      "favorites: 0 rows instead of 1",
      "movies: missing after the restore (40 rows backed up)",
    ]);
  });
});

describe("the manifest file", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "cineva-manifest-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("reads back what was written", async () => {
    await writeManifest(folder, manifest);
    await expect(readManifest(folder)).resolves.toEqual(manifest);
  });

  it("refuses a folder without one, bad JSON, and a manifest of another shape, saying which", async () => {
    await expect(readManifest(folder)).rejects.toThrow(
      /manifest.json not found: is .* a backup made by npm run backup/,
    );
    writeFileSync(path.join(folder, MANIFEST_FILE), "{oops");
    await expect(readManifest(folder)).rejects.toThrow(/not valid JSON/);
    for (const broken of [
      { ...manifest, format: 2 },
      { ...manifest, kind: "mysql" },
      { ...manifest, counts: { users: -1 } },
      { ...manifest, database: { ...manifest.database, sha256: "not a hash" } },
    ]) {
      writeFileSync(path.join(folder, MANIFEST_FILE), JSON.stringify(broken));
      await expect(readManifest(folder)).rejects.toThrow(/not a Cineva backup manifest/);
    }
  });
});

describe("summary", () => {
  it("says what the backup holds in one line", () => {
    expect(summary(manifest)).toBe(
      "5 tables, 49 rows (users 2, favorites 1, payments 3, balance_ledger 3), 5 image files, " +
        "schema 0011_handoffs, taken 2026-11-22T03:00:00.000Z",
    );
    expect(summary({ ...manifest, images: null, schemaVersion: null })).toMatch(/\), schema none,/);
  });
});

describe("the PostgreSQL tools' connection", () => {
  it("takes the password out of the address they are given (a command line is public) into PGPASSWORD", () => {
    expect(toolConnection("postgres://cineva:s%40cr%3At@db.example:5432/cineva?sslmode=require")).toEqual({
      url: "postgres://cineva@db.example:5432/cineva?sslmode=require",
      env: { PGPASSWORD: "s@cr:t" },
    });
    expect(toolConnection("postgres://postgres@127.0.0.1:5432/test")).toEqual({
      url: "postgres://postgres@127.0.0.1:5432/test",
      env: {},
    });
  });

  it("runs the tools from PG_BINDIR when set", () => {
    expect(toolPath("pg_dump", {})).toBe("pg_dump");
    expect(toolPath("pg_restore", { PG_BINDIR: "/usr/lib/postgresql/16/bin" })).toBe(
      "/usr/lib/postgresql/16/bin/pg_restore",
    );
  });
});
