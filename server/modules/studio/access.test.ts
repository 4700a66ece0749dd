/** @jest-environment node */
import { may, STAFF_ROLES, type StaffRole } from "@/lib/studio/roles";
import { createViewer } from "../../test-harness";
import { STUDIO_ROUTES } from "./access";
import { api, ctx, setUpStudioContext, signedInStaff } from "./test-kit";

setUpStudioContext();

/** Every studio endpoint as a caller would ask it: parameters filled with 1, an empty body. */
function call(method: string, path: string, token?: string) {
  const address = `/api${path.replace(/\{[^}]+\}/g, "1")}`;
  if (method === "get") return api.get(address, token);
  if (method === "delete") return api.delete(address, token);
  if (method === "put") return api.put(address, {}, token);
  if (method === "post") return api.post(address, {}, token);
  if (method === "patch") return api.patch(address, {}, token);
  throw new Error(`the table names a method this test cannot call: ${method}`);
}

const guarded = STUDIO_ROUTES.filter((entry) => entry.access.kind !== "sign-in");

describe("the studio's table of access", () => {
  it("holds every studio endpoint of the OpenAPI document, with its method", async () => {
    const document = (await (await ctx.get("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/api/studio/"))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
      .sort();
    const listed = STUDIO_ROUTES.map((entry) => `${entry.method} /api${entry.path}`).sort();
    expect(documented).toEqual(listed);
    expect(listed.length).toBeGreaterThan(5);
  });
});

describe.each(guarded.map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry] as const))(
  "%s",
  (_name, { method, path, access }) => {
    it("answers 401 without credentials and 403 to a viewer", async () => {
      expect((await call(method, path)).status).toBe(401);
      const { token } = await createViewer(ctx);
      expect((await call(method, path, token)).status).toBe(403);
    });

    if (access.kind !== "permission") return;
    const { permission } = access;
    it.each(STAFF_ROLES.map((role) => [role, may(role, permission)] as [StaffRole, boolean]))(
      `as %s, allowed: %s (needs "${permission}")`,
      async (role, allowed) => {
        const { token } = await signedInStaff(role);
        const { status } = await call(method, path, token);
        if (allowed) expect([401, 403]).not.toContain(status);
        else expect(status).toBe(403);
      },
    );
  },
);
