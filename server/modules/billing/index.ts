/** Premium and what it costs (issue #38): plans, purchases from the balance, receipts. */
export { billingRoutes } from "./routes";
export { benefitsAt, buyPremium, inForce, premiumPeriod, subscriptionOf, type Benefits } from "./premium";
