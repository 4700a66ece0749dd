/** @jest-environment node */
import { AuditPageSchema } from "@/lib/contract/studio";
import { createUser } from "../../test-harness";
import { newPassword, parseStaffCommand, runStaffCommand } from "./staff-command";
import { api, ctx, setUpStudioContext, signInWithPassword, signedInStaff, type SignIn } from "./test-kit";

setUpStudioContext();

const run = (...argv: string[]) => {
  const command = parseStaffCommand(argv);
  if ("error" in command) throw new Error(command.error);
  return runStaffCommand(ctx.db, command, ctx.deps.now());
};

describe("parseStaffCommand", () => {
  it("reads the four commands", () => {
    expect(
      parseStaffCommand(["add", "--phone", "0901234567", "--role", "admin", "--name", " Lê An "]),
    ).toEqual({
      kind: "add",
      phone: "0901234567",
      role: "admin",
      name: "Lê An",
    });
    expect(parseStaffCommand(["list"])).toEqual({ kind: "list" });
    expect(parseStaffCommand(["remove", "--phone", "0901234567"])).toEqual({
      kind: "remove",
      phone: "0901234567",
    });
    expect(parseStaffCommand(["reset-second-factor", "--phone", "0901234567"])).toEqual({
      kind: "reset-second-factor",
      phone: "0901234567",
    });
  });

  it("says what is wrong with anything else", () => {
    expect(parseStaffCommand([])).toEqual({ error: "Which command?" });
    expect(parseStaffCommand(["grant"])).toEqual({ error: 'No command "grant".' });
    expect(parseStaffCommand(["add", "--phone", "12345", "--role", "admin"])).toEqual({
      error: "--phone needs a phone number (0901234567).",
    });
    expect(parseStaffCommand(["add", "--phone", "0901234567", "--role", "owner"])).toEqual({
      error: "--role is one of admin, editor, moderator, finance.",
    });
    expect(parseStaffCommand(["add", "--phone"])).toEqual({ error: 'Cannot read "--phone".' });
  });
});

describe("npm run staff", () => {
  it("makes the first admin on an empty studio, who signs in with the password it shows", async () => {
    expect(await run("list")).toEqual(["No staff yet: npm run staff -- add --phone <phone> --role admin"]);
    const lines = await run("add", "--phone", "0987654321", "--role", "admin", "--name", "Lê An");
    expect(lines[1]).toBe(
      "0987654321 is admin. They sign in at /studio with their phone and password, then set up their authenticator app.",
    );
    const password = /the password (\S+) \(shown this once\)/.exec(lines[0]!)?.[1];
    expect(password).toHaveLength(16);
    const response = await signInWithPassword("0987 654 321", password!);
    expect(response.status).toBe(201);
    expect(((await response.json()) as SignIn).second_factor).toBe("enrol");
    expect(await run("list")).toEqual(["0987654321  admin      Lê An  authenticator not set up yet"]);
  });

  it("gives an existing account a role, changes it, takes it away, and leaves it all in the audit trail", async () => {
    const { user } = await createUser(ctx);
    const phone = `0${user.phoneNumber.slice(2)}`;
    expect(await run("add", "--phone", phone, "--role", "editor")).toEqual([
      `${phone} is editor. They sign in at /studio with their phone and password, then set up their authenticator app.`,
    ]);
    expect((await run("add", "--phone", phone, "--role", "finance"))[0]).toMatch(/is finance \(was editor\)/);
    expect(await run("remove", "--phone", phone)).toEqual([`${phone} is no longer staff.`]);
    expect(await run("remove", "--phone", phone)).toEqual([`${phone} was not staff.`]);

    const admin = await signedInStaff("admin");
    const trail = AuditPageSchema.parse(
      await (await api.get(`/api/studio/audit?per_page=100`, admin.token)).json(),
    ).data.filter((entry) => entry.target_id === String(user.id));
    expect(
      trail.map(({ action, actor, origin, before, after }) => ({ action, actor, origin, before, after })),
    ).toEqual([
      {
        action: "staff.remove",
        actor: "npm run staff",
        origin: "cli",
        before: { role: "finance" },
        after: null,
      },
      {
        action: "staff.grant",
        actor: "npm run staff",
        origin: "cli",
        before: { role: "editor" },
        after: { role: "finance" },
      },
      {
        action: "staff.grant",
        actor: "npm run staff",
        origin: "cli",
        before: { role: null },
        after: { role: "editor" },
      },
    ]);
  });

  it("names a member without a name by their phone, as they write it", async () => {
    await run("add", "--phone", "0977 111 222", "--role", "finance");
    expect(await run("list")).toContain("0977111222  finance    0977 111 222  authenticator not set up yet");
  });

  it("resets a second factor: the sessions end and the next sign-in sets the app up again", async () => {
    const member = await signedInStaff("moderator");
    expect(await run("reset-second-factor", "--phone", member.phone)).toEqual([
      `${member.phone} sets up their authenticator app again at their next sign-in.`,
    ]);
    expect((await api.get("/api/studio/me", member.token)).status).toBe(401);
    const again = (await (await signInWithPassword(member.phone, member.password)).json()) as SignIn;
    expect(again.second_factor).toBe("enrol");
    expect(again.enrolment!.secret).not.toBe(member.secret);
  });

  it("makes passwords the site accepts", () => {
    for (let i = 0; i < 50; i++) expect(newPassword()).toMatch(/^(?=.*\d)(?=.*[a-zA-Z])[a-zA-Z2-9]{16}$/);
  });
});
