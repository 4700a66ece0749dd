import type { Rule } from "eslint";

export function shapeOf(address: string): string;
export function addressIn(text: string): string | null;
export function endpointShapes(root: string): Set<string>;
export function pageShapes(root: string): Set<string>;
declare const plugin: { rules: { "api-paths": Rule.RuleModule } };
export default plugin;
