/**
 * The one database schema, for PGlite (embedded) and PostgreSQL alike, one file per domain; this
 * index is what drizzle.config.ts and the client read. Money is integer VND; every balance change is
 * a balance_ledger row written in the same transaction as the change.
 */
export * from "./accounts";
export * from "./catalogue";
export * from "./activity";
export * from "./blog";
export * from "./programme";
export * from "./money";
export * from "./billing";
export * from "./providers";
export * from "./studio";
export * from "./metrics";
export * from "./credits";
export * from "./jobs";
export * from "./ingest";
export * from "./playback";
