/**
 * Confirming a profile e-mail (docs/security.md "Verified e-mails"): the signed-in viewer asks for a
 * link; whoever opens it, signed in or not, confirms the address it was sent to.
 */
import { createRoute } from "@hono/zod-openapi";
import * as accounts from "@/lib/contract/endpoints/accounts";
import { clientIp, currentUser, limitBy, requireUser } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { format, languageOf, message } from "../../http/i18n";
import { createRouter } from "../../http/router";
import { findUserById } from "./users";
import { bearer, error, route } from "../../http/openapi";
import { toUserJson } from "./users";
import {
  confirmEmail,
  EMAIL_LINK_TTL_SECONDS,
  issueEmailVerification,
  verificationMail,
} from "./email-verification";

/** Links per viewer: one a minute, five a day; confirmations per address (tokens cannot be guessed anyway). */
export const EMAIL_LIMITS = {
  cooldown: [1, 60],
  daily: [5, 24 * 60 * 60],
  confirmPerIp: [30, 15 * 60],
} as const satisfies Record<string, readonly [number, number]>;

const sendRoute = createRoute({
  ...route(accounts.sendEmailVerification, {
    tags: ["accounts"],
    summary: "Mail the signed-in viewer a link that confirms their profile e-mail",
    responses: {
      401: error("Not signed in"),
      409: error("Already confirmed"),
      422: error("No e-mail in the profile"),
      429: error("Too many links (see Retry-After)"),
      503: error("The e-mail could not be sent"),
    },
    answer: "Link sent",
  }),
  security: bearer,
  middleware: [requireUser] as const,
});

const confirmRoute = createRoute(
  route(accounts.verifyEmail, {
    tags: ["accounts"],
    summary: "Confirm the e-mail a link was sent to (single use, 24 hours, while the address is unchanged)",
    responses: {
      422: error("Unknown, used or expired link"),
      429: error("Too many attempts (see Retry-After)"),
    },
    answer: "Confirmed",
  }),
);

export function emailRoutes() {
  const router = createRouter();

  router.openapi(sendRoute, async (c) => {
    const { db, now, mail, config } = c.var.deps;
    const me = currentUser(c);
    if (!me.email)
      throw new HttpError(422, message(c, "email.noEmail"), { email: [message(c, "email.noEmail")] });
    if (me.emailVerifiedAt) throw new HttpError(409, message(c, "email.alreadyConfirmed"));
    await limitBy(c, `mail:cooldown:${me.id}`, EMAIL_LIMITS.cooldown);
    await limitBy(c, `mail:daily:${me.id}`, EMAIL_LIMITS.daily);
    const token = await issueEmailVerification(db, { userId: me.id, email: me.email, now: now() });
    const language = languageOf(c);
    const link = `${config.siteUrl}/${language}/verify-email?token=${token}`;
    const { subject, body } = verificationMail(language, { name: me.name ?? "", email: me.email, link });
    try {
      await mail.send(me.email, subject, body);
    } catch (failure) {
      console.error("Mail sending failed", failure);
      throw new HttpError(503, message(c, "email.mailFailed"));
    }
    return c.json(
      {
        message: format(message(c, "email.sent"), { email: me.email }),
        email: me.email,
        expires_in: EMAIL_LINK_TTL_SECONDS,
      },
      200,
    );
  });

  router.openapi(confirmRoute, async (c) => {
    const { db, now } = c.var.deps;
    await limitBy(c, `mail:confirm:ip:${clientIp(c)}`, EMAIL_LIMITS.confirmPerIp);
    const userId = await confirmEmail(db, c.req.valid("json").token, now());
    if (userId === null)
      throw new HttpError(422, message(c, "email.invalidLink"), { token: [message(c, "email.invalidLink")] });
    const user = await findUserById(db, userId);
    return c.json({ message: message(c, "email.confirmed"), user: toUserJson(user!) }, 200);
  });

  return router;
}
