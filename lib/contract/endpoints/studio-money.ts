/** The studio's money calls (issue #36), for the roles with the money permission. */
import {
  StudioAdjustmentPageSchema,
  StudioAdjustmentSchema,
  StudioAdjustmentsQuerySchema,
  StudioAdjustRequestSchema,
  StudioBalanceSchema,
  StudioDeclineAdjustmentSchema,
  StudioMoneyParamsSchema,
  StudioPaymentPageSchema,
  StudioPaymentSchema,
  StudioPaymentsQuerySchema,
  StudioReconciliationQuerySchema,
  StudioReconciliationSchema,
  StudioRefundRequestSchema,
} from "../studio-money";
import { endpoint } from "../endpoint";

export const studioPayments = endpoint({
  method: "get",
  path: "/studio/payments",
  query: StudioPaymentsQuerySchema,
  response: StudioPaymentPageSchema,
});

export const studioPayment = endpoint({
  method: "get",
  path: "/studio/payments/{id}",
  params: StudioMoneyParamsSchema,
  response: StudioPaymentSchema,
});

export const studioRefundPayment = endpoint({
  method: "post",
  path: "/studio/payments/{id}/refund",
  params: StudioMoneyParamsSchema,
  body: StudioRefundRequestSchema,
  response: StudioAdjustmentSchema,
  status: 201,
});

export const studioReconciliation = endpoint({
  method: "get",
  path: "/studio/reconciliation",
  query: StudioReconciliationQuerySchema,
  response: StudioReconciliationSchema,
});

export const studioBalance = endpoint({
  method: "get",
  path: "/studio/balances/{id}",
  params: StudioMoneyParamsSchema,
  response: StudioBalanceSchema,
});

export const studioAdjustBalance = endpoint({
  method: "post",
  path: "/studio/balances/{id}/adjustments",
  params: StudioMoneyParamsSchema,
  body: StudioAdjustRequestSchema,
  response: StudioAdjustmentSchema,
  status: 201,
});

export const studioAdjustments = endpoint({
  method: "get",
  path: "/studio/adjustments",
  query: StudioAdjustmentsQuerySchema,
  response: StudioAdjustmentPageSchema,
});

export const studioApproveAdjustment = endpoint({
  method: "post",
  path: "/studio/adjustments/{id}/approve",
  params: StudioMoneyParamsSchema,
  response: StudioAdjustmentSchema,
});

export const studioDeclineAdjustment = endpoint({
  method: "post",
  path: "/studio/adjustments/{id}/decline",
  params: StudioMoneyParamsSchema,
  body: StudioDeclineAdjustmentSchema,
  response: StudioAdjustmentSchema,
});
