/** Marks data read for a search: kept in one process's memory only. */
export const UNSHARED_TAG: string;
export const UNSHARED_BUDGET_BYTES: number;

/** Entries kept in memory, the least recently used dropped past a budget of bytes. */
export class BoundedStore<E extends { value: unknown } = { value: unknown }> {
  constructor(budget: number);
  readonly budget: number;
  get(key: string): E | undefined;
  peek(key: string): E | undefined;
  has(key: string): boolean;
  set(key: string, entry: E): void;
  delete(key: string): void;
  readonly count: number;
  readonly bytes: number;
}

/** About how many bytes a cache value holds. */
export function sizeOf(value: unknown): number;
