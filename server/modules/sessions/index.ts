/** Access tokens: what a signed-in request carries (issued by accounts, checked by server/http/auth.ts). */
export { hashToken, issueToken, newToken, revokeAllTokens, revokeToken, userForToken } from "./tokens";
