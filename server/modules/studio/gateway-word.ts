/**
 * What the gateway told us, read in SQL from payment_notifications (issue #36): a notification we did
 * not answer 97 passed the signature check, so it is the gateway's word; one that says 00/00 means the
 * gateway took the money, the amount it wrote (×100) being what it took.
 */
import { ne, sql } from "drizzle-orm";
import { paymentNotifications as n } from "../../db/schema";

export const signedByGateway = ne(n.rspCode, "97");

export const saysTaken = sql`(${n.payload}->>'vnp_ResponseCode' = '00' and ${n.payload}->>'vnp_TransactionStatus' = '00')`;

/** Whole đồng the notification names; null when its vnp_Amount is not a number. */
export const amountTaken = sql`case when ${n.payload}->>'vnp_Amount' ~ '^[0-9]{1,17}$' then (${n.payload}->>'vnp_Amount')::bigint / 100 end`;
