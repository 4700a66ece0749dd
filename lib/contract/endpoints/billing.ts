/** Premium bought from the balance (lib/contract/billing.ts). */
import {
  BuyPremiumRequestSchema,
  BuyPremiumResponseSchema,
  PlansResponseSchema,
  PremiumStatusSchema,
  ReceiptListResponseSchema,
  ReceiptsQuerySchema,
  RenewalRequestSchema,
  RentalListResponseSchema,
  RentRequestSchema,
  RentResponseSchema,
} from "../billing";
import { endpoint } from "../endpoint";

export const plans = endpoint({ method: "get", path: "/plans", response: PlansResponseSchema });

export const premium = endpoint({ method: "get", path: "/premium", response: PremiumStatusSchema });

export const buyPremium = endpoint({
  method: "post",
  path: "/premium",
  body: BuyPremiumRequestSchema,
  response: BuyPremiumResponseSchema,
  status: 201,
});

export const renewal = endpoint({
  method: "put",
  path: "/premium/renewal",
  body: RenewalRequestSchema,
  response: PremiumStatusSchema,
});

export const receipts = endpoint({
  method: "get",
  path: "/purchases",
  query: ReceiptsQuerySchema,
  response: ReceiptListResponseSchema,
});

export const rent = endpoint({
  method: "post",
  path: "/rentals",
  body: RentRequestSchema,
  response: RentResponseSchema,
  status: 201,
});

export const rentals = endpoint({ method: "get", path: "/rentals", response: RentalListResponseSchema });
