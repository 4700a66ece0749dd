/** @jest-environment node */
import path from "node:path";
import * as tsParser from "@typescript-eslint/parser";
import { RuleTester } from "eslint";
import plugin, { violation } from "./boundaries.mjs";

const at = (file: string) => path.join(process.cwd(), file);
const tester = new RuleTester({
  languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: "module" },
});

describe("violation", () => {
  it("keeps the layers one-way, by alias and by relative path", () => {
    expect(violation("lib/format.ts", "@/components/ui/button")).toMatch(/lib\/ must not import components/);
    expect(violation("lib/format.ts", "../server/config")).toMatch(/lib\/ must not import server/);
    expect(violation("components/ui/button.tsx", "@/app/layout")).toMatch(/components\/ must not import app/);
    expect(violation("server/app.ts", "../components/x")).toMatch(/server\/ must not import components/);
    expect(violation("components/ui/button.tsx", "@/lib/format")).toBeNull();
    expect(violation("lib/api/server.ts", "@/server/main")).toBeNull();
  });

  it("keeps runtime/ above lib/ and out of the pages' code", () => {
    expect(violation("runtime/csp.mjs", "../lib/i18n/languages.mjs")).toBeNull();
    expect(violation("server/app.ts", "@/runtime/csp.mjs")).toBeNull();
    expect(violation("proxy.ts", "@/runtime/csp.mjs")).toBeNull();
    expect(violation("lib/catalogue/tags.ts", "@/runtime/csp.mjs")).toMatch(/lib\/ must not import runtime/);
    expect(violation("components/ui/image.tsx", "../../runtime/redis.js")).toMatch(
      /components\/ must not import runtime/,
    );
    expect(violation("runtime/csp-cache-handler.mjs", "../server/main")).toMatch(
      /runtime\/ must not import server/,
    );
    expect(violation("lib/format.ts", "@/scripts/deploy/ports")).toMatch(/lib\/ must not import scripts/);
    expect(violation("bench/scale.ts", "../scripts/deploy/ports")).toBeNull();
  });

  it("lets code outside a server module reach it only through its index", () => {
    expect(violation("server/modules/activity/routes.ts", "../catalogue/titles")).toMatch(
      /through its index/,
    );
    expect(violation("server/demo/users.ts", "@/server/modules/accounts/passwords")).toMatch(
      /through its index/,
    );
    expect(violation("server/modules/activity/routes.ts", "../catalogue")).toBeNull();
    expect(violation("server/modules/activity/routes.ts", "../catalogue/index")).toBeNull();
    expect(violation("server/modules/activity/routes.ts", "./history")).toBeNull();
  });

  it("keeps server/'s floors: shared < db < providers < http < modules < the rest", () => {
    expect(violation("server/db/client.ts", "../http/metrics")).toMatch(
      /must not import server\/http\/metrics/,
    );
    expect(violation("server/db/client.ts", "@/server/main")).toMatch(/from the top floor/);
    expect(violation("server/http/context.ts", "../modules/programme", { typeOnly: true })).toMatch(
      /server\/http\/ must not import/,
    );
    expect(violation("server/shared/config.ts", "../faults")).toMatch(/server\/shared\/ must not import/);
    expect(violation("server/providers/mail.ts", "../http/i18n")).toMatch(/floors/);
    expect(violation("server/modules/activity/routes.ts", "../../demo/content/films")).toMatch(/floors/);
    expect(violation("server/http/context.ts", "../db/client", { typeOnly: true })).toBeNull();
    expect(violation("server/modules/activity/routes.ts", "../../http/ports")).toBeNull();
    expect(violation("server/demo/users.ts", "../modules/accounts")).toBeNull();
    expect(violation("server/db/restart.test.ts", "../test-harness")).toBeNull();
    expect(violation("components/watch/movie-watch.tsx", "./test-seasons")).toMatch(/test support/);
    expect(violation("server/app.ts", "./test-harness")).toMatch(/test support/);
    expect(violation("e2e/fuzz-pages.spec.ts", "@/lib/test-hostile-urls")).toBeNull();
    expect(violation("server/modules/catalogue/test-kit.ts", "../../demo/content/films")).toBeNull();
  });

  it("keeps SQL in services", () => {
    expect(violation("server/modules/activity/routes.ts", "drizzle-orm")).toMatch(/No SQL here/);
    expect(violation("server/modules/accounts/email-routes.ts", "../../db/schema")).toMatch(/No SQL here/);
    expect(violation("server/http/auth.ts", "drizzle-orm")).toMatch(/No SQL here/);
    expect(violation("lib/api/client.ts", "drizzle-orm/pg-core")).toMatch(/No SQL here/);
    expect(violation("server/http/context.ts", "../db/schema", { typeOnly: true })).toBeNull();
    expect(violation("server/modules/activity/favorites.ts", "drizzle-orm")).toBeNull();
    expect(violation("server/modules/activity/routes.test.ts", "drizzle-orm")).toBeNull();
    expect(violation("server/demo/users.ts", "../db/schema")).toBeNull();
  });

  it("keeps next/image's code out of the pages (components/ui/image.tsx instead)", () => {
    expect(violation("components/catalogue/film-card.tsx", "next/image")).toMatch(/components\/ui\/image/);
    expect(violation("lib/responsive-image.test.ts", "next/image")).toBeNull();
  });

  it("sends every link through components/ui/link.tsx (prefetched when the viewer reaches for it)", () => {
    expect(violation("components/catalogue/film-card.tsx", "next/link")).toMatch(/components\/ui\/link/);
    expect(violation("components/ui/link.tsx", "next/link")).toBeNull();
  });

  it("keeps the public configuration's checks out of components (browserEnv instead)", () => {
    expect(violation("components/data/use-api-client.ts", "@/lib/config/public-env")).toMatch(/browser-env/);
    expect(violation("components/catalogue/title-card.tsx", "../../lib/config/public-env")).toMatch(
      /browser-env/,
    );
    expect(violation("components/data/use-api-client.ts", "@/lib/config/browser-env")).toBeNull();
    expect(violation("app/[locale]/layout.tsx", "@/lib/config/public-env")).toBeNull();
  });

  it("keeps lucide-react and next-auth's client out of the pages' first load", () => {
    expect(violation("components/watch/title-actions.tsx", "lucide-react")).toMatch(/components\/ui\/icons/);
    expect(violation("scripts/make-icons.mjs", "lucide-react")).toBeNull();
    expect(violation("components/auth/account-menu.tsx", "next-auth/react")).toMatch(/session-provider/);
    expect(violation("components/auth/forms/sign-in-form.tsx", "next-auth/react")).toBeNull();
    expect(violation("components/auth/sign-in-dialog.tsx", "next-auth/react")).toBeNull();
    expect(violation("components/data/signed-in.tsx", "next-auth/react", { typeOnly: true })).toBeNull();
  });

  it("loads ioredis only through runtime/redis.js", () => {
    expect(violation("server/http/rate-limit.ts", "ioredis")).toMatch(/runtime\/redis\.js/);
    expect(violation("runtime/redis-cache-handler.mjs", "ioredis")).toMatch(/runtime\/redis\.js/);
    expect(violation("scripts/fleet.ts", "ioredis")).toMatch(/runtime\/redis\.js/);
    expect(violation("runtime/test-redis.ts", "ioredis", { typeOnly: true })).toBeNull();
    expect(violation("runtime/redis.js", "ioredis")).toBeNull();
  });
});

tester.run("cineva/boundaries", plugin.rules.boundaries, {
  valid: [
    { filename: at("server/modules/activity/routes.ts"), code: 'import { loadCards } from "../catalogue";' },
    { filename: at("server/http/context.ts"), code: 'import type { users } from "../db/schema";' },
    { filename: at("server/http/context.ts"), code: 'import { type users } from "../db/schema";' },
  ],
  invalid: [
    {
      filename: at("server/http/auth.ts"),
      code: 'import type { userForToken } from "../modules/sessions";',
      errors: [{ message: /server's floors/ }],
    },
    // Every way of naming another module's inner file.
    ...[
      'import { loadCards } from "../catalogue/titles";',
      'const titles = await import("../catalogue/titles");',
      'export { loadCards } from "../catalogue/titles";',
    ].map((code) => ({
      filename: at("server/modules/activity/routes.ts"),
      code,
      errors: [{ message: /through its index/ }],
    })),
    {
      filename: at("server/modules/payments/routes.ts"),
      code: 'const { eq } = require("drizzle-orm");',
      errors: [{ message: /No SQL here/ }],
    },
    {
      filename: at("lib/format.test.ts"),
      code: 'jest.mock("../components/ui/toaster");',
      errors: [{ message: /lib\/ must not import components/ }],
    },
  ],
});
