export const COMPILE_HINT: string;
export function firstLoadFiles(
  buildManifest: { rootMainFiles?: string[] },
  clientManifests: readonly string[],
): string[];
export function withCompileHint(source: string): string;
export function shiftedSourceMap(map: string): string;
export function addCompileHints(distDir: string): number;
