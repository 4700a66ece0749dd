/**
 * The studio's staff calls (issue #36): admins see who has which role, give a role to an account that
 * exists, change it, take it away, and reset a lost authenticator app. Every change is a sensitive
 * action (a fresh code) and audited; the studio keeps at least one admin (409).
 */
import * as endpoints from "@/lib/contract/endpoints/studio-staff";
import type { StudioStaffMember } from "@/lib/contract/studio-staff";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error, route } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import { findUserByPhone, phoneOr422 } from "../accounts";
import { currentActor, studioRoute } from "./access";
import { phoneOf } from "./accounts";
import { listStaff, staffAccount, staffName, type StaffAccount } from "./staff";
import { dismissStaff, resetStaffSecondFactor, setStaffRole, type StaffChange } from "./staff-changes";

const TAGS = ["studio"];
const STAFF = { kind: "permission", permission: "staff" } as const;
const STAFF_STEP_UP = { ...STAFF, stepUp: true } as const;
const CHANGE_ERRORS = {
  404: error("No such account, or not staff"),
  409: error("It would leave the studio without an admin"),
  422: error("Invalid input, with field errors"),
};

const listRoute = studioRoute(
  STAFF,
  route(endpoints.studioStaff, {
    tags: TAGS,
    summary: "Staff members, their roles and whether their authenticator app is set up",
    answer: "The staff",
  }),
);

const addRoute = studioRoute(
  STAFF_STEP_UP,
  route(endpoints.studioAddStaff, {
    tags: TAGS,
    summary: "Give a role to the account with this phone (they signed up on the site first)",
    responses: CHANGE_ERRORS,
    answer: "The staff member",
  }),
);

const roleRoute = studioRoute(
  STAFF_STEP_UP,
  route(endpoints.studioSetStaffRole, {
    tags: TAGS,
    summary: "Change a staff member's role",
    responses: CHANGE_ERRORS,
    answer: "The staff member",
  }),
);

const removeRoute = studioRoute(
  STAFF_STEP_UP,
  route(endpoints.studioRemoveStaff, {
    tags: TAGS,
    summary: "Take the role away; their studio sessions end",
    responses: CHANGE_ERRORS,
    answer: "Done",
  }),
);

const resetRoute = studioRoute(
  STAFF_STEP_UP,
  route(endpoints.studioResetStaffSecondFactor, {
    tags: TAGS,
    summary:
      "Forget their authenticator app and recovery codes; their sessions end, the next sign-in sets it up",
    responses: CHANGE_ERRORS,
    answer: "The staff member",
  }),
);

function memberOf({ member, user }: StaffAccount): StudioStaffMember {
  return {
    id: user.id,
    name: staffName(user),
    phone: phoneOf(user),
    role: member.role,
    second_factor_set: member.totpConfirmedAt !== null,
    since: member.createdAt.toISOString(),
  };
}

type Ctx = Parameters<Parameters<ReturnType<typeof createRouter>["openapi"]>[1]>[0];

/** The refusal a change's outcome means, if any. */
function refuse(c: Ctx, change: StaffChange) {
  if (change.outcome === "last_admin") throw new HttpError(409, message(c, "studio.lastAdmin"));
  if (change.outcome === "not_staff") throw new HttpError(404, message(c, "notFound"));
}

export function studioStaffRoutes(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) => {
    return c.json({ data: (await listStaff(c.var.deps.db)).map(memberOf) }, 200);
  });

  router.openapi(addRoute, async (c) => {
    const { db, now } = c.var.deps;
    const body = c.req.valid("json");
    const user = await findUserByPhone(db, phoneOr422(c, body.phone_number));
    if (!user) throw new HttpError(404, message(c, "studio.noAccountForStaff"));
    refuse(c, await setStaffRole(db, currentActor(c), user.id, body.role, now()));
    return c.json(memberOf((await staffAccount(db, user.id))!), 201);
  });

  router.openapi(roleRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { id } = c.req.valid("param");
    if (!(await staffAccount(db, id))) throw new HttpError(404, message(c, "notFound"));
    refuse(c, await setStaffRole(db, currentActor(c), id, c.req.valid("json").role, now()));
    return c.json(memberOf((await staffAccount(db, id))!), 200);
  });

  router.openapi(removeRoute, async (c) => {
    const { db, now } = c.var.deps;
    refuse(c, await dismissStaff(db, currentActor(c), c.req.valid("param").id, now()));
    return c.json({ message: message(c, "studio.staffRemoved") }, 200);
  });

  router.openapi(resetRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { id } = c.req.valid("param");
    refuse(c, await resetStaffSecondFactor(db, currentActor(c), id, now()));
    return c.json(memberOf((await staffAccount(db, id))!), 200);
  });
}
