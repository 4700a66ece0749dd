/** Top-ups through the card gateway (VNPay, or its sandbox): payments, their IPN and return, commissions. */
export { paymentRoutes } from "./routes";
export { PAYMENT_PROVIDER, balanceOf, commissionFor, processIpn } from "./payments";
export { statusAt, statusCondition } from "./status";
export { writeLedgerEntry, type LedgerEntry } from "./ledger";
export {
  formatVnpDate,
  fromVnpAmount,
  parseVnpDate,
  signParams,
  signedQuery,
  signedUrl,
  verifyParams,
  type IpnAnswer,
  type VnpParams,
} from "./vnpay";
