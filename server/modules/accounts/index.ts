/** Accounts: sign-in, registration with SMS codes, password reset, profiles, social sign-in, verified e-mails. */
export { accountRoutes } from "./routes";
export { emailRoutes } from "./email-routes";
export { hashPassword } from "./passwords";
export {
  assertActive,
  eraseAccount,
  isUploadedFile,
  passwordMatches,
  phoneOr422,
  sendPasswordResetCode,
  wrongCredentials,
} from "./route-helpers";
export { createAccount, findUserByPhone, isUniqueViolation, normalisePhone } from "./users";
export { isSocialPlaceholderPhone } from "./social";
export { newPictureName, sniffImageType } from "./avatars";
