/**
 * What billing's endpoints answer with, written once: a receipt, a rental, and a refused purchase
 * as the viewer reads it, in their language.
 */
import type { Context } from "hono";
import type { Receipt, Rental } from "@/lib/contract/billing";
import { rentalState } from "@/lib/billing/rules";
import { formatVnd } from "@/lib/money";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { languageOf, message } from "../../http/i18n";
import { PurchaseError, type PurchaseRow } from "./purchases";
import type { RentalRow } from "./rentals";

type Ctx = Context<AppEnv>;
/** Titles' names by "kind:id" (rentals.ts `titleNames`). */
export type TitleNames = Map<string, { en: string; vi: string }>;

const nameIn = (c: Ctx, names: TitleNames, kind: string | null, id: number | null) => {
  const name = names.get(`${kind}:${id}`);
  return name ? (languageOf(c) === "vi" ? name.vi : name.en) : message(c, "billing.unknownTitle");
};

export function receiptJson(c: Ctx, row: PurchaseRow, names: TitleNames): Receipt {
  return {
    id: row.id,
    kind: row.kind,
    description:
      row.kind === "premium"
        ? message(c, "billing.premiumDays", { days: row.days ?? 0 })
        : message(c, "billing.rentalOf", { title: nameIn(c, names, row.titleKind, row.titleId) }),
    amount: row.amount,
    period_start: row.periodStart?.toISOString() ?? null,
    period_end: row.periodEnd?.toISOString() ?? null,
    renewal: row.renewal,
    created_at: row.createdAt.toISOString(),
  };
}

export function rentalJson(c: Ctx, row: RentalRow, names: TitleNames): Rental {
  return {
    id: row.id,
    kind: row.titleKind,
    title_id: row.titleId,
    title: nameIn(c, names, row.titleKind, row.titleId),
    state: rentalState(row, c.var.deps.now()),
    start_by: row.startBy.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A refused purchase as the HTTP error the caller reads (`notForSale`: why what was asked for is not
 * sold); anything else is thrown on.
 */
export function refusal(
  c: Ctx,
  cause: unknown,
  notForSale: "billing.planNotFound" | "billing.notForRent",
): never {
  if (!(cause instanceof PurchaseError)) throw cause;
  switch (cause.reason) {
    case "not_for_sale":
      throw new HttpError(404, message(c, notForSale));
    case "key_reused":
      throw new HttpError(409, message(c, "billing.keyReused"));
    case "already_rented":
      throw new HttpError(409, message(c, "billing.alreadyRented"));
    case "not_due":
      throw cause; // only a renewal job asks for that
    case "short": {
      const lang = languageOf(c);
      const { price, balance } = cause.amounts;
      throw new HttpError(
        402,
        message(c, "billing.short", {
          price: formatVnd(price, lang),
          balance: formatVnd(balance, lang),
          shortfall: formatVnd(price - balance, lang),
        }),
      );
    }
  }
}
