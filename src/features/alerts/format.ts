/** Tab counts show '99+' above 99 (spec 01 §9). */
export const TAB_COUNT_LIMIT = 99;

export function formatTabCount(n: number): string {
  return n > TAB_COUNT_LIMIT ? `${TAB_COUNT_LIMIT}+` : String(n);
}

/**
 * The patient's record on the professional web app. The configured base may or may not end with
 * '/'; without one, `new URL` would drop its last path segment.
 */
export function patientRecordUrl(professionalAppUrl: string, patientId: string): string {
  const base = new URL(professionalAppUrl);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  base.search = '';
  base.hash = '';
  return new URL(`pacientes/ficha/${encodeURIComponent(patientId)}`, base).href;
}

/** Every pending alert the API sent, the unreadable ones included: a count never hides one. */
export function pendingCount(list: { items: readonly unknown[]; unreadable: number }): number {
  return list.items.length + list.unreadable;
}
