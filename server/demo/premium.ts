/**
 * The demo's Premium (issue #38): the distributor bought 90 days from the balance a few days ago, by
 * the real purchase path (a ledger row and a receipt), so the demo shows both sides: Minh Anh meets
 * the paywall, Quốc Bảo watches in Full HD on two screens.
 */
import type { Database } from "../db/client";
import { buyPremium, plansOnSale } from "../modules/billing";

const DAY = 86_400_000;

export async function seedPremium(db: Database, people: { distributor: number }, now: Date) {
  const boughtAt = new Date(now.getTime() - 5 * DAY);
  const plan = (await plansOnSale(db, boughtAt)).find((onSale) => onSale.days === 90);
  if (!plan) throw new Error("The demo's 90-day plan is not on sale");
  await buyPremium(db, {
    userId: people.distributor,
    planId: plan.id,
    key: "demo-premium-distributor",
    now: boughtAt,
  });
}
