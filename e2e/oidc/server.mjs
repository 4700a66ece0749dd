// @ts-check
// A local OpenID Connect provider standing in for Google in the e2e suite (no internet here).
// Its development sign-in page takes any login: the login names the account below.
// @ts-expect-error oidc-provider ships no types; this stand-in uses three of its options.
import Provider from "oidc-provider";

const port = Number(process.env.OIDC_PORT || 3210);
const app = process.env.OIDC_APP_ORIGIN || "http://127.0.0.1:3200";
const issuer = `http://127.0.0.1:${port}`;

/**
 * login → the claims the provider gives. "noemail" gives none, like a provider without e-mail scope;
 * "unverified" gives a demo viewer's address that the provider did not verify.
 * @param {string} login
 * @returns {{ email?: string, name: string, verified?: boolean }}
 */
function claimsFor(login) {
  const accounts = {
    viewer: { email: "viewer@demo.cineva.vn", name: "Minh Anh" },
    inactive: { email: "inactive@demo.cineva.vn", name: "Thu Hà" },
    blocked: { email: "blocked@demo.cineva.vn", name: "Đức Long" },
    noemail: { name: "Nobody" },
    unverified: { email: "viewer@demo.cineva.vn", name: "Impostor", verified: false },
  };
  return (
    accounts[/** @type {keyof typeof accounts} */ (login)] ?? { email: `${login}@example.com`, name: "" }
  );
}

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: "cineva-e2e",
      client_secret: "cineva-e2e-secret",
      redirect_uris: [`${app}/api/auth/callback/google`],
      grant_types: ["authorization_code"],
      response_types: ["code"],
    },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  cookies: { keys: ["cineva-e2e-oidc-cookie-key"] },
  pkce: { required: () => false },
  // Like Google: the ID token itself carries email and name (next-auth reads only the ID token).
  conformIdTokenClaims: false,
  /** @param {unknown} _ctx @param {string} id */
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        const { email, name, verified = true } = claimsFor(id);
        return {
          sub: id,
          ...(email ? { email, email_verified: verified } : {}),
          ...(name ? { name } : {}),
        };
      },
    };
  },
});
provider.proxy = true;

provider.listen(port, "127.0.0.1", () => console.log(`OIDC provider for e2e at ${issuer}`));
