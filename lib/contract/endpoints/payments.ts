/** Top-ups and payments (lib/contract/payments.ts), the gateway's return and its notification (IPN). */
import {
  IpnResponseSchema,
  PaymentIdParamSchema,
  PaymentListResponseSchema,
  PaymentResponseSchema,
  PaymentsQuerySchema,
  TopUpRequestSchema,
  TopUpResponseSchema,
  VerifyReturnResponseSchema,
  VnpQuerySchema,
} from "../payments";
import { endpoint } from "../endpoint";

export const topUp = endpoint({
  method: "post",
  path: "/payments/top-up",
  body: TopUpRequestSchema,
  response: TopUpResponseSchema,
  status: 201,
});

export const verifyReturn = endpoint({
  method: "get",
  path: "/payments/verify-return",
  query: VnpQuerySchema,
  response: VerifyReturnResponseSchema,
});

/** Called by the gateway's server, never by ours. */
export const vnpayIpn = endpoint({
  method: "get",
  path: "/payments/vnpay-ipn",
  query: VnpQuerySchema,
  response: IpnResponseSchema,
});

export const payments = endpoint({
  method: "get",
  path: "/payments",
  query: PaymentsQuerySchema,
  response: PaymentListResponseSchema,
});

export const payment = endpoint({
  method: "get",
  path: "/payments/{id}",
  params: PaymentIdParamSchema,
  response: PaymentResponseSchema,
});
