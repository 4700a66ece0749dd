import type { Rule } from "eslint";

export function targetOf(fromFile: string, specifier: string): string | null;
export function violation(file: string, specifier: string, options?: { typeOnly?: boolean }): string | null;
declare const plugin: { rules: { boundaries: Rule.RuleModule } };
export default plugin;
