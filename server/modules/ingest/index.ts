/** From a master file to a playable title (issue #37): what a source is, and, step by step, the rest. */
export {
  probeSource,
  SOURCE_REFUSALS,
  verdictOf,
  type SourceFacts,
  type SourceRefusal,
  type Verdict,
} from "./probe";
