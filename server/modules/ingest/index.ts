/** From a master file to a playable title (issue #37): uploads, their check, and, step by step, the rest. */
export {
  probeAudio,
  probeSource,
  SOURCE_REFUSALS,
  verdictOf,
  type SourceFacts,
  type SourceRefusal,
  type Verdict,
} from "./probe";
export { CHECK_UPLOAD, checkUpload, checkUploadJob, sha256Of } from "./check";
export {
  expireUploadsJob,
  expiryOf,
  forgetUpload,
  markReceived,
  recordUpload,
  titleUploads,
  uploadById,
} from "./uploads";
export { PACKAGE_TITLE, packageTitleJob, packagingFolder, runPackaging } from "./packaging";
// The steps themselves, for bench/ingest.ts.
export { encoderArgs, ladderFor, scaleFilter } from "./ladder";
export { packageTitle } from "./package";
export {
  cancelPackaging,
  correctSegments,
  packagingById,
  packagingTitle,
  pastTheEnd,
  recordPackagingJob,
  requestPackaging,
  titlePackagings,
  type PackagingRefusal,
  type PackagingView,
} from "./packagings";
export { findCredits } from "./segments/credits";
export { fingerprintOf } from "./segments/fingerprint";
export { filmSegments, seasonSegments, type EpisodeSound } from "./segments/find";
export { foundInNewVideo, mergeFound } from "./segments/merge";
