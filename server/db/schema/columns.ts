/** Columns every domain's tables use. */
import { bigint, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** Integer VND, read as a JS number (safe up to 9e15 đồng). */
export const vnd = (name: string) => bigint(name, { mode: "number" });
