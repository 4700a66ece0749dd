/** @jest-environment node */
import { AuditPageSchema, StaffMeSchema } from "@/lib/contract/studio";
import { StudioStaffListSchema, StudioStaffMemberSchema } from "@/lib/contract/studio-staff";
import { createViewer } from "../../test-harness";
import {
  api,
  bodyOf,
  ctx,
  setUpStudioContext,
  signedInStaff,
  signInWithPassword,
  type SignIn,
} from "./test-kit";

setUpStudioContext();

const phoneOf = (user: { phoneNumber: string }) => `0${user.phoneNumber.slice(2)}`;

describe("staff management in the studio", () => {
  it("gives a role to an account that exists, changes it, resets its app, and takes it away, audited", async () => {
    const admin = await signedInStaff("admin");
    const colleague = await createViewer(ctx, { name: "Mai Phương Thảo" });

    const unknown = await api.post(
      "/api/studio/staff",
      { phone_number: "0999999999", role: "editor" },
      admin.token,
    );
    expect(unknown.status).toBe(404);
    expect((await bodyOf(unknown)).message).toMatch(/sign up on the site first/);
    const bad = await api.post("/api/studio/staff", { phone_number: "12", role: "boss" }, admin.token);
    expect(bad.status).toBe(422);
    expect(Object.keys((await bodyOf(bad)).errors ?? {}).sort()).toEqual(["phone_number", "role"]);

    const added = await api.post(
      "/api/studio/staff",
      { phone_number: phoneOf(colleague.user), role: "editor" },
      admin.token,
    );
    expect(added.status).toBe(201);
    expect(StudioStaffMemberSchema.parse(await added.json())).toMatchObject({
      id: colleague.user.id,
      name: "Mai Phương Thảo",
      role: "editor",
      second_factor_set: false,
    });

    // The new editor signs in and sets up the app; then the admin makes them finance.
    const opened = (await (
      await signInWithPassword(phoneOf(colleague.user), colleague.password)
    ).json()) as SignIn;
    expect(opened.enrolment).not.toBeNull();
    const changed = await api.put(`/api/studio/staff/${colleague.user.id}`, { role: "finance" }, admin.token);
    expect(StudioStaffMemberSchema.parse(await changed.json()).role).toBe("finance");

    const reset = await api.post(
      `/api/studio/staff/${colleague.user.id}/second-factor-reset`,
      {},
      admin.token,
    );
    expect(reset.status).toBe(200);
    // Their session ended with it.
    expect((await api.get("/api/studio/me", opened.token)).status).toBe(401);

    const removed = await api.delete(`/api/studio/staff/${colleague.user.id}`, admin.token);
    expect(removed.status).toBe(200);
    const list = StudioStaffListSchema.parse(await (await api.get("/api/studio/staff", admin.token)).json());
    expect(list.data.map((member) => member.id)).not.toContain(colleague.user.id);
    expect((await api.delete(`/api/studio/staff/${colleague.user.id}`, admin.token)).status).toBe(404);

    const trail = AuditPageSchema.parse(
      await (await api.get(`/api/studio/audit?actor_id=${admin.user.id}`, admin.token)).json(),
    );
    expect(trail.data.slice(0, 4).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["staff.remove", { role: "finance" }, null],
      ["staff.reset_second_factor", null, null],
      ["staff.grant", { role: "editor" }, { role: "finance" }],
      ["staff.grant", { role: null }, { role: "editor" }],
    ]);
  });

  it("keeps one admin: the last cannot be demoted or removed, by themselves or anyone", async () => {
    const first = await signedInStaff("admin");
    // Other tests' admins share this database: leave only `first`.
    const all = StudioStaffListSchema.parse(await (await api.get("/api/studio/staff", first.token)).json());
    for (const member of all.data.filter((m) => m.role === "admin" && m.id !== first.user.id))
      expect((await api.delete(`/api/studio/staff/${member.id}`, first.token)).status).toBe(200);

    const demote = await api.put(`/api/studio/staff/${first.user.id}`, { role: "editor" }, first.token);
    expect(demote.status).toBe(409);
    expect((await bodyOf(demote)).message).toMatch(/without an admin/);
    expect((await api.delete(`/api/studio/staff/${first.user.id}`, first.token)).status).toBe(409);

    // With a second admin, the first may step down; their own session then has no right to the staff.
    const second = await signedInStaff("editor");
    await api.put(`/api/studio/staff/${second.user.id}`, { role: "admin" }, first.token);
    expect(
      (await api.put(`/api/studio/staff/${first.user.id}`, { role: "editor" }, first.token)).status,
    ).toBe(200);
    const me = StaffMeSchema.parse(await (await api.get("/api/studio/me", first.token)).json());
    expect(me.role).toBe("editor");
    expect((await api.get("/api/studio/staff", first.token)).status).toBe(403);
  });

  it("asks for a fresh code before changing anyone's role", async () => {
    const admin = await signedInStaff("admin");
    const editor = await signedInStaff("editor");
    ctx.advance(11 * 60_000);
    const stale = await api.put(`/api/studio/staff/${editor.user.id}`, { role: "moderator" }, admin.token);
    expect(stale.status).toBe(403);
    expect((await bodyOf(stale)).reason).toBe("step_up");
    expect((await api.get("/api/studio/staff", admin.token)).status).toBe(200);
  });
});
