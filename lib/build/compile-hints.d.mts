export const COMPILE_HINT: string;
export function frameworkFiles(buildManifest: { rootMainFiles?: string[] }): string[];
export function withCompileHint(source: string): string;
export function shiftedSourceMap(map: string): string;
export function addCompileHints(distDir: string): number;
