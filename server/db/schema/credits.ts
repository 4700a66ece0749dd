/** Who made a title: the people credited, and each title's directors and cast in billing order. */
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { CREDIT_ROLES } from "../../../lib/catalogue/credit-roles";
import { titleRef } from "./catalogue";

export const creditRole = pgEnum("credit_role", CREDIT_ROLES);

/** A person as credited ("Trấn Thành"), once: two titles naming the same person share the row. */
export const people = pgTable(
  "people",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("people_name").on(t.name)],
);

export const titleCredits = pgTable(
  "title_credits",
  {
    ...titleRef(),
    role: creditRole("role").notNull(),
    /** Billing order within the role, from 0. */
    position: smallint("position").notNull(),
    personId: integer("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.titleKind, t.titleId, t.role, t.position] }),
    // A person's titles (a page of their work, later).
    index("title_credits_person").on(t.personId),
  ],
);
