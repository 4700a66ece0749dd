/** Premium and rentals bought from the balance (issue #38): plans, purchases, receipts. */
export { billingRoutes } from "./routes";
export { benefitsAt, buyPremium, grantDays, isPremium, plansOnSale, subscriptionOf } from "./premium";
export { currentRental, startRental, titleNames } from "./rentals";
export { renewPremiumJob } from "./renewals";
