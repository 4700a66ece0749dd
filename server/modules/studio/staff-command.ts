/**
 * `npm run staff -- <command>` (server/cli/staff.ts): the operator's way to name the first admin on a
 * fresh database, and to mend the studio when no admin can sign in. Every change is audited as the
 * command line's.
 *
 *   add --phone 0901234567 --role admin [--name "Lê An"]   an account (made if new) gets a role
 *   list                                                   who has which role
 *   remove --phone 0901234567                              the role is taken away
 *   reset-second-factor --phone 0901234567                 the authenticator app is set up again
 */
import { randomInt } from "node:crypto";
import { isStrongPassword } from "@/lib/contract/accounts";
import { localPhone } from "@/lib/phone";
import { isStaffRole, STAFF_ROLES, type StaffRole } from "@/lib/studio/roles";
import type { Executor } from "../../db/client";
import { createAccount, findUserByPhone, hashPassword, normalisePhone } from "../accounts";
import { COMMAND_LINE } from "./audit";
import { listStaff, staffName } from "./staff";
import { dismissStaff, resetStaffSecondFactor, setStaffRole } from "./staff-changes";

const LAST_ADMIN = "That would leave the studio without an admin: make another admin first.";

export type StaffCommand =
  | { kind: "add"; phone: string; role: StaffRole; name: string | null }
  | { kind: "list" }
  | { kind: "remove"; phone: string }
  | { kind: "reset-second-factor"; phone: string };

export const STAFF_USAGE = `Usage: npm run staff -- <command>
  add --phone <phone> --role <${STAFF_ROLES.join("|")}> [--name <name>]
  list
  remove --phone <phone>
  reset-second-factor --phone <phone>`;

/** The command the arguments spell, or the reason they spell none. */
export function parseStaffCommand(argv: readonly string[]): StaffCommand | { error: string } {
  const [kind, ...rest] = argv;
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i] ?? "";
    const value = rest[i + 1];
    if (!name.startsWith("--") || value === undefined) return { error: `Cannot read "${name}".` };
    options.set(name.slice(2), value);
  }
  const phone = options.get("phone");
  if (kind === "list") return { kind };
  if (kind !== "add" && kind !== "remove" && kind !== "reset-second-factor")
    return { error: kind ? `No command "${kind}".` : "Which command?" };
  if (!phone || !normalisePhone(phone)) return { error: "--phone needs a phone number (0901234567)." };
  if (kind !== "add") return { kind, phone };
  const role = options.get("role") ?? "";
  if (!isStaffRole(role)) return { error: `--role is one of ${STAFF_ROLES.join(", ")}.` };
  return { kind, phone, role, name: options.get("name")?.trim() || null };
}

const PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A password for an account the command makes: 16 characters, letters and digits (the site's rule). */
export function newPassword(): string {
  for (;;) {
    const password = Array.from(
      { length: 16 },
      () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
    ).join("");
    if (isStrongPassword(password)) return password;
  }
}

/** Runs a command; what it did, line by line (a new account's password among them, shown this once). */
export async function runStaffCommand(db: Executor, command: StaffCommand, now: Date): Promise<string[]> {
  if (command.kind === "list") {
    const staff = await listStaff(db);
    if (!staff.length) return ["No staff yet: npm run staff -- add --phone <phone> --role admin"];
    return staff.map(
      ({ member, user }) =>
        `${localPhone(user.phoneNumber).replaceAll(" ", "")}  ${member.role.padEnd(9)}  ${staffName(user)}  ` +
        (member.totpConfirmedAt ? "authenticator set up" : "authenticator not set up yet"),
    );
  }
  const phone = normalisePhone(command.phone)!;
  let user = await findUserByPhone(db, phone);
  const lines: string[] = [];
  if (command.kind === "add") {
    if (!user) {
      const password = newPassword();
      user = await createAccount(db, {
        phone,
        passwordHash: await hashPassword(password),
        name: command.name,
        now,
      });
      if (!user) throw new Error("The account was made by someone else meanwhile: run the command again.");
      lines.push(`Made the account ${command.phone} with the password ${password} (shown this once).`);
    }
    const change = await setStaffRole(db, COMMAND_LINE, user.id, command.role, now);
    if (change.outcome === "last_admin") return [...lines, LAST_ADMIN];
    const before = change.outcome === "done" ? change.before : null;
    lines.push(
      `${command.phone} is ${command.role}${before && before !== command.role ? ` (was ${before})` : ""}. ` +
        "They sign in at /studio with their phone and password, then set up their authenticator app.",
    );
    return lines;
  }
  if (!user) return [`No account has the phone ${command.phone}.`];
  if (command.kind === "remove") {
    const change = await dismissStaff(db, COMMAND_LINE, user.id, now);
    if (change.outcome === "last_admin") return [LAST_ADMIN];
    return [
      change.outcome === "done" ? `${command.phone} is no longer staff.` : `${command.phone} was not staff.`,
    ];
  }
  const reset = await resetStaffSecondFactor(db, COMMAND_LINE, user.id, now);
  if (reset.outcome === "not_staff") return [`${command.phone} is not staff.`];
  return [`${command.phone} sets up their authenticator app again at their next sign-in.`];
}
