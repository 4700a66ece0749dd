import type { Person } from "@/lib/contract/credits";

/** The names a title's page lists before "and N more": the first billed, as a poster does. */
export const CREDITS_SHOWN = 8;

/** The names shown and how many more there are. */
export function creditsLine(people: Person[], shown = CREDITS_SHOWN): { names: string; more: number } {
  return {
    names: people
      .slice(0, shown)
      .map((person) => person.name)
      .join(", "),
    more: Math.max(0, people.length - shown),
  };
}
