/** Tab counts show '99+' above 99 (spec 01 §9). */
const TAB_COUNT_LIMIT = 99;

export function formatTabCount(n: number): string {
  return n > TAB_COUNT_LIMIT ? `${TAB_COUNT_LIMIT}+` : String(n);
}

/** Every pending alert the API sent, the unreadable ones included: a count never hides one. */
export function pendingCount(list: { items: readonly unknown[]; unreadable: number }): number {
  return list.items.length + list.unreadable;
}
