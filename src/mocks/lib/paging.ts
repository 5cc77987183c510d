/** The admin API's pagination envelope (spec 02 §3) over an already filtered and sorted list. */
export function paginate<T>(rows: readonly T[], page: number, limit: number) {
  const totalPage = Math.max(1, Math.ceil(rows.length / limit));
  return {
    Data: rows.slice((page - 1) * limit, page * limit),
    Pagination: { CurrentPage: page, TotalPage: totalPage, ItemPerPage: limit },
  };
}

/** Case- and accent-insensitive text for searches ('oncologia' finds 'Oncologia Clínica'). */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function byName<T extends { Name: string }>(a: T, b: T): number {
  return a.Name.localeCompare(b.Name, 'pt-BR');
}

/** An id from a path or query: digits only, else null. */
export function idParam(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}
