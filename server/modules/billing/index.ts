/** Premium and rentals bought from the balance (issue #38): plans, purchases, receipts. */
export { billingRoutes } from "./routes";
export { grantDays } from "./premium";
export { renewPremiumJob } from "./renewals";
