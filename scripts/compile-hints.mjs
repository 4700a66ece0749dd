// Run after `next build` (npm's postbuild): puts V8's eager-compile hint on the scripts pages load at
// start (lib/build/compile-hints.mjs). Usage: node scripts/compile-hints.mjs [distDir=.next]
import { addCompileHints } from "../lib/build/compile-hints.mjs";

const distDir = process.argv[2] ?? ".next";
console.log(`compile-hints: ${addCompileHints(distDir)} first-load scripts marked for eager compilation`);
