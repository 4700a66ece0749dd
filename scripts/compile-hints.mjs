// @ts-check
// Run after `next build` (npm's postbuild): puts V8's eager-compile hint on the framework scripts every page runs at
// start (scripts/build/compile-hints.mjs). Usage: node scripts/compile-hints.mjs [distDir=.next]
import { addCompileHints } from "./build/compile-hints.mjs";

const distDir = process.argv[2] ?? ".next";
console.log(`compile-hints: ${addCompileHints(distDir)} framework scripts marked for eager compilation`);
