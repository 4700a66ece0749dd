// What the fleet's checks share (scripts/fleet-check.ts, scripts/fleet-rolling-restart.ts): signing in
// through an origin, and a top-up begun through one origin and paid at the sandbox gateway through another.
import { VIEWER } from "../e2e/accounts";
import type { Send } from "./keep-alive-client";

/** The sandbox gateway's approved test card (server/modules/sandbox/payment-gateway.ts). */
const APPROVED_CARD = "9704198526191432198";

/** An API token for a demo account, signed in through one origin. */
export async function apiToken(
  origin: string,
  { phone, password }: { phone: string; password: string } = VIEWER,
): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ phone_number: phone, password }),
  });
  if (!response.ok) throw new Error(`signing in through ${origin} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Begins a top-up through one origin: its answer's status, and the gateway address it gave. */
export async function beginTopUp(origin: string, token: string, amount: number, send: Send = fetch) {
  const response = await send(`${origin}/api/payments/top-up`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ amount, method: "card" }),
  });
  const paymentUrl = response.ok
    ? new URL(((await response.json()) as { payment_url: string }).payment_url)
    : null;
  return { status: response.status, paymentUrl };
}

/** Pays a top-up with the approved card at the sandbox gateway through one origin, notified once. */
export function payAtGateway(origin: string, paymentUrl: URL, send: Send = fetch): Promise<Response> {
  const form = new URLSearchParams(paymentUrl.searchParams);
  form.set("card_number", APPROVED_CARD);
  form.set("delivery", "once");
  return send(`${origin}/sandbox/pay`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
}
