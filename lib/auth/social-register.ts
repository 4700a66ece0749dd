import { z } from "zod";
import { openPrefill, socialRegister } from "./social";

const Body = z.object({
  prefill: z.string().min(1).max(4096),
  username: z.string().trim().max(100).default(""),
  referred_code: z.string().trim().max(32).optional(),
});

/**
 * POST /api/auth/social-register: the registration step after a provider vouched for a new e-mail.
 * The e-mail and provider come only from the sealed prefill the server made; the browser chooses the
 * username and an optional referral code. The backend's answer is passed on as it is.
 */
export async function completeSocialRegistration(request: Request): Promise<Response> {
  const parsed = Body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ message: "The given data was invalid." }, { status: 422 });
  const prefill = await openPrefill(parsed.data.prefill);
  if (!prefill) {
    return Response.json(
      { message: "This sign-up link has expired. Please sign in again.", errors: { prefill: ["expired"] } },
      { status: 422 },
    );
  }
  const response = await socialRegister(
    prefill,
    { username: parsed.data.username, referred_code: parsed.data.referred_code },
    request.headers.get("accept-language") ?? undefined,
  );
  return new Response(response.body, {
    status: response.status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
