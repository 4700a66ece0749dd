/**
 * What the player does about a fatal hls.js error. Kept apart from hls.js (which loads on demand):
 * the caller says what kind of error it was.
 */
export type FatalError = {
  /** hls.js's error type: MEDIA_ERROR, NETWORK_ERROR, or anything else. */
  kind: "media" | "network" | "other";
  /** The master playlist itself did not load: the address is wrong or gone, retrying will not help. */
  manifest: boolean;
};

/** The recoveries already tried for this source (each is tried once). */
export type Recoveries = { media: boolean; network: boolean };

export type RecoveryStep =
  { step: "recoverMedia" } | { step: "reload" } | { step: "fail"; failure: "network" | "media" };

/**
 * A decoding error gets one recoverMediaError(), a network error one startLoad() (not for a missing
 * playlist); anything after that, or of any other kind, is the viewer's "could not play" message.
 */
export function recoveryStep(error: FatalError, tried: Recoveries): RecoveryStep {
  if (error.kind === "media" && !tried.media) return { step: "recoverMedia" };
  if (error.kind === "network" && !tried.network && !error.manifest) return { step: "reload" };
  return { step: "fail", failure: error.kind === "network" ? "network" : "media" };
}
