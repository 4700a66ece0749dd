import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { SESSION_COOKIE, useSecureCookies } from "@/lib/auth/cookies";
import { authSecret } from "@/lib/auth/secret";
import {
  createNonce,
  frameAncestorsFor,
  noncePolicy,
  policyOptions,
  RESOURCE_POLICY,
} from "@/runtime/csp.mjs";
import { LOCALE_PATTERN } from "@/lib/i18n/languages.mjs";
import { rendersPerRequest } from "@/lib/rendering";
import { queryRewrite, searchRewrite, withoutBlankFields } from "@/lib/query-address";
import { canonicalIdPath, isMalformedPath, repairPath } from "@/lib/route-params";

/** What the page's policy needs to know besides the nonce. */
const POLICY = policyOptions();

/** What Next itself sends for a page rendered per request. */
const PER_REQUEST_CACHING = "private, no-cache, no-store, max-age=0, must-revalidate";

/** An explicit-language address starts with its language (lib/i18n/addresses.ts): "/vi/profile/info". */
const LANGUAGE_PREFIX = new RegExp(`^/(?:${LOCALE_PATTERN})(?=/)`);

/** /top-up and the profile area need a signed-in viewer (product §6); paths without the language prefix. */
const PROTECTED = /^\/(?:top-up|profile)(?:\/|$)/;

/** The staff's studio (issue #36). */
const STUDIO = /^\/studio(?:\/|$)/;

/**
 * Runs only on the paths of config.matcher; cached pages never pay for it.
 * 1. Paths Next's router cannot decode ("/movie/%E0%A4%A", "/api/%FF"), which it would answer with a
 *    bare 500, are sent to the same path with their stray "%" escaped, where the route answers for
 *    itself (a 404, a search for the text as typed).
 * 2. A page named by an id written otherwise ("/movie/012", "/vi/blog/+7/x") is sent, for good, to
 *    the same address with the canonical id (lib/contract/ids.ts): slug, query and language kept.
 *    The page never renders for it, so nothing of it is cached.
 * 3. Pages rendered per request get a fresh CSP nonce (runtime/csp.mjs): Next reads it from the request's
 *    policy and writes it into every script of the response; the browser gets the same policy.
 * 4. A signed-out request for /top-up or the profile area never reaches their HTML; it is answered,
 *    at the same URL, by the page that keeps the return path and opens the sign-in dialog (product §2.6).
 * 5. A list's query with blank fields (a filter form's "Any") is sent to the same address without them.
 *    Then it is rewritten to the cached address of its canonical form ("/movies?page=2" is
 *    served by "/movies/q/page=2", lib/query-address.ts), and a search's keyword to its canonical
 *    spelling: no nonce, no per-request render.
 * Language rewrites live in next.config, where they cost far less (architecture §5).
 */
/** A permanent redirect, with the one policy every answer that is not a page carries (runtime/csp.mjs). */
function redirectFor(target: URL) {
  const response = NextResponse.redirect(target, 308);
  response.headers.set("Content-Security-Policy", RESOURCE_POLICY);
  return response;
}

export async function proxy(request: NextRequest) {
  const { pathname: requested } = request.nextUrl;
  if (isMalformedPath(requested)) {
    // A redirect, not a rewrite: Next applies next.config's rewrites to the address as requested
    // once more when it renders, and would fail to decode it there.
    const target = request.nextUrl.clone();
    target.pathname = repairPath(requested);
    return redirectFor(target);
  }
  const prefix = LANGUAGE_PREFIX.exec(requested)?.[0] ?? "";
  const pathname = requested.slice(prefix.length);
  const canonical = canonicalIdPath(pathname);
  if (canonical) {
    const target = request.nextUrl.clone();
    target.pathname = `${prefix}${canonical}`;
    return redirectFor(target);
  }
  const tidied = withoutBlankFields(pathname, request.nextUrl.searchParams);
  if (tidied) {
    const target = request.nextUrl.clone();
    target.search = tidied.toString();
    return redirectFor(target);
  }
  const cached = queryRewrite(pathname, request.nextUrl.searchParams) ?? searchRewrite(pathname);
  if (cached) {
    // The query stays on the address: next.config's language rewrite still reads ?lang= from it.
    const target = request.nextUrl.clone();
    target.pathname = `${prefix}${cached}`;
    return NextResponse.rewrite(target);
  }
  if (!rendersPerRequest(pathname)) return NextResponse.next();

  const policy = noncePolicy(createNonce(), {
    ...POLICY,
    frameAncestors: frameAncestorsFor(pathname),
  });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  let response: NextResponse;
  if (PROTECTED.test(pathname) && !(await signedIn(request))) {
    // Keeps the language prefix and the query, so "/vi/…" and ?lang= still pick the language.
    const prompt = request.nextUrl.clone();
    prompt.pathname = `${prefix}/auth-required`;
    response = NextResponse.rewrite(prompt, { request: { headers } });
    response.headers.set("Cache-Control", "private, no-store");
  } else {
    response = NextResponse.next({ request: { headers } });
  }
  // The page's one policy (next.config sets none on pages).
  response.headers.set("content-security-policy", policy);
  // Rendered for this request only (a nonce, maybe a viewer): stored by no cache, browsers' included.
  // This replaces next.config's "private, no-cache" for negotiated plain paths (runtime/language-rewrites.mjs).
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", PER_REQUEST_CACHING);
  // The studio is for staff only: no search engine lists it, whatever links to it (issue #36).
  if (STUDIO.test(pathname)) response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}

async function signedIn(request: NextRequest): Promise<boolean> {
  const token = await getToken({
    req: request,
    secret: authSecret(),
    cookieName: SESSION_COOKIE,
    secureCookie: useSecureCookies,
  });
  return token !== null;
}

// The pages of lib/rendering.ts, each with its explicit-language addresses: Next reads this list
// without running code, so it is written out, languages included; lib/rendering.test.ts holds it to
// that list, whose addresses are built from the language list (lib/i18n/languages.mjs).
export const config = {
  matcher: [
    // sessions, money and personal data
    "/top-up",
    "/:lang(en|vi)/top-up",
    "/profile",
    "/profile/:path*",
    "/:lang(en|vi)/profile",
    "/:lang(en|vi)/profile/:path*",
    "/topup/result",
    "/:lang(en|vi)/topup/result",
    "/user/delete-account",
    "/:lang(en|vi)/user/delete-account",
    "/auth-required",
    "/:lang(en|vi)/auth-required",
    "/verify-email",
    "/:lang(en|vi)/verify-email",
    "/c",
    "/c/:path*",
    "/:lang(en|vi)/c",
    "/:lang(en|vi)/c/:path*",
    "/studio",
    "/studio/:path*",
    "/:lang(en|vi)/studio",
    "/:lang(en|vi)/studio/:path*",
    // lists, when the request carries a parameter they read (lib/query-address.ts)
    { source: "/movies", has: [{ type: "query", key: "section" }] },
    { source: "/movies", has: [{ type: "query", key: "genre" }] },
    { source: "/movies", has: [{ type: "query", key: "year" }] },
    { source: "/movies", has: [{ type: "query", key: "country" }] },
    { source: "/movies", has: [{ type: "query", key: "sort" }] },
    { source: "/movies", has: [{ type: "query", key: "page" }] },
    { source: "/:lang(en|vi)/movies", has: [{ type: "query", key: "section" }] },
    { source: "/:lang(en|vi)/movies", has: [{ type: "query", key: "genre" }] },
    { source: "/:lang(en|vi)/movies", has: [{ type: "query", key: "year" }] },
    { source: "/:lang(en|vi)/movies", has: [{ type: "query", key: "country" }] },
    { source: "/:lang(en|vi)/movies", has: [{ type: "query", key: "sort" }] },
    { source: "/:lang(en|vi)/movies", has: [{ type: "query", key: "page" }] },
    { source: "/series", has: [{ type: "query", key: "section" }] },
    { source: "/series", has: [{ type: "query", key: "genre" }] },
    { source: "/series", has: [{ type: "query", key: "year" }] },
    { source: "/series", has: [{ type: "query", key: "country" }] },
    { source: "/series", has: [{ type: "query", key: "sort" }] },
    { source: "/series", has: [{ type: "query", key: "page" }] },
    { source: "/:lang(en|vi)/series", has: [{ type: "query", key: "section" }] },
    { source: "/:lang(en|vi)/series", has: [{ type: "query", key: "genre" }] },
    { source: "/:lang(en|vi)/series", has: [{ type: "query", key: "year" }] },
    { source: "/:lang(en|vi)/series", has: [{ type: "query", key: "country" }] },
    { source: "/:lang(en|vi)/series", has: [{ type: "query", key: "sort" }] },
    { source: "/:lang(en|vi)/series", has: [{ type: "query", key: "page" }] },
    { source: "/category", has: [{ type: "query", key: "page" }] },
    { source: "/category/:path*", has: [{ type: "query", key: "page" }] },
    { source: "/:lang(en|vi)/category", has: [{ type: "query", key: "page" }] },
    { source: "/:lang(en|vi)/category/:path*", has: [{ type: "query", key: "page" }] },
    { source: "/blog", has: [{ type: "query", key: "page" }] },
    { source: "/:lang(en|vi)/blog", has: [{ type: "query", key: "page" }] },
    { source: "/blog/category", has: [{ type: "query", key: "page" }] },
    { source: "/blog/category/:path*", has: [{ type: "query", key: "page" }] },
    { source: "/:lang(en|vi)/blog/category", has: [{ type: "query", key: "page" }] },
    { source: "/:lang(en|vi)/blog/category/:path*", has: [{ type: "query", key: "page" }] },
    { source: "/leaderboard", has: [{ type: "query", key: "period" }] },
    { source: "/leaderboard", has: [{ type: "query", key: "lang" }] },
    { source: "/:lang(en|vi)/leaderboard", has: [{ type: "query", key: "period" }] },
    { source: "/:lang(en|vi)/leaderboard", has: [{ type: "query", key: "lang" }] },
    { source: "/blank-leaderboard", has: [{ type: "query", key: "period" }] },
    { source: "/blank-leaderboard", has: [{ type: "query", key: "lang" }] },
    { source: "/:lang(en|vi)/blank-leaderboard", has: [{ type: "query", key: "period" }] },
    { source: "/:lang(en|vi)/blank-leaderboard", has: [{ type: "query", key: "lang" }] },
    { source: "/header-leaderboard", has: [{ type: "query", key: "period" }] },
    { source: "/header-leaderboard", has: [{ type: "query", key: "lang" }] },
    { source: "/:lang(en|vi)/header-leaderboard", has: [{ type: "query", key: "period" }] },
    { source: "/:lang(en|vi)/header-leaderboard", has: [{ type: "query", key: "lang" }] },
    // ids written otherwise ("/movie/012"), to send to the canonical id (lib/contract/ids.ts)
    "/movie/:id([+0][0-9]*)/:rest*",
    "/tvseries/:id([+0][0-9]*)/:rest*",
    "/blog/:id([+0][0-9]*)/:rest*",
    "/category/:id([+0][0-9]*)/:rest*",
    "/blog/category/:id([+0][0-9]*)/:rest*",
    "/:lang(en|vi)/movie/:id([+0][0-9]*)/:rest*",
    "/:lang(en|vi)/tvseries/:id([+0][0-9]*)/:rest*",
    "/:lang(en|vi)/blog/:id([+0][0-9]*)/:rest*",
    "/:lang(en|vi)/category/:id([+0][0-9]*)/:rest*",
    "/:lang(en|vi)/blog/category/:id([+0][0-9]*)/:rest*",
    // any path with a "%" in it: the only ones that can be undecodable, and the only searches whose
    // keyword may need another spelling (spaces, accents)
    "/:path(.*%.*)",
  ],
};
