import "@testing-library/jest-dom";
import fc from "fast-check";

// FC_NUM_RUNS=5000 npm run test:unit searches harder for property-test counterexamples than the default 100 runs.
const numRuns = Number(process.env.FC_NUM_RUNS);
if (Number.isInteger(numRuns) && numRuns > 0) fc.configureGlobal({ numRuns });
