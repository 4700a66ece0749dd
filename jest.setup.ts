import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";
import fc from "fast-check";

// jsdom leaves out TextEncoder, which ky reads when it loads: components that make an API client need it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// FC_NUM_RUNS=5000 npm run test:unit searches harder for property-test counterexamples than the default 100 runs.
const numRuns = Number(process.env.FC_NUM_RUNS);
if (Number.isInteger(numRuns) && numRuns > 0) fc.configureGlobal({ numRuns });

// jsdom has media elements but no playback: load/play/pause log "Not implemented". Make them quiet
// no-ops (play resolves, as a browser's does once playback starts); tests assert what the player shows.
if (typeof window !== "undefined" && typeof HTMLMediaElement !== "undefined") {
  Object.defineProperty(HTMLMediaElement.prototype, "load", { configurable: true, value: () => {} });
  Object.defineProperty(HTMLMediaElement.prototype, "pause", { configurable: true, value: () => {} });
  Object.defineProperty(HTMLMediaElement.prototype, "play", {
    configurable: true,
    value: () => Promise.resolve(),
  });
}

// jsdom does no layout, so it has no scrollIntoView.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
