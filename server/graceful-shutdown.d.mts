import type { Server } from "node:http";

export function gracefulShutdown(
  server: Server,
  options: {
    graceMs: number;
    drainMs: number;
    drain: () => Promise<void>;
    exit: (code: number) => void;
    log?: Pick<Console, "info" | "warn">;
  },
): (signal: string) => Promise<void>;

export const DRAIN: unique symbol;
export const DRAIN_CACHE: unique symbol;

export function drainProcess(): Promise<void>;
