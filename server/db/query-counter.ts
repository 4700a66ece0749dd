/**
 * How many statements this process sent to the database, whichever driver: drizzle's logger hook,
 * read by http/metrics.ts. Kept on globalThis: Next loads the backend into more than one module
 * graph, and they must count together.
 */
const globalForQueries = globalThis as typeof globalThis & { __cinevaDbQueries?: number };

export const queryCounter = {
  logQuery(): void {
    globalForQueries.__cinevaDbQueries = queriesSent() + 1;
  },
};

export function queriesSent(): number {
  return globalForQueries.__cinevaDbQueries ?? 0;
}
