import type { TriageRow } from './rows';

import type { AlertOrder } from './choices';

export { ALERT_ORDERS, type AlertOrder } from './choices';

type Compare = (a: TriageRow, b: TriageRow) => number;

const byAnswer: Compare = (a, b) => a.index - b.index;

/** Oldest first; an alert without a readable time cannot be placed, so it goes last. */
const byWaiting: Compare = (a, b) => {
  if (a.at === null || b.at === null) return (a.at === null ? 1 : 0) - (b.at === null ? 1 : 0);
  return a.at - b.at;
};

/**
 * Highest class first; within a class a worsened alert first, then the one waiting longest (a
 * 'Muito grave' of four days before one of seven hours), then the higher raw intensity, which
 * across the scales a class joins is only a coarse tie-break. Alerts with an intensity but no
 * class follow, by raw intensity; those without one (messages, a symptom sent without intensity)
 * come last. Every tie keeps the API's order, so messages keep their time order.
 */
function byIntensity(worsened: { has(alert: TriageRow['alert']): boolean }): Compare {
  return (a, b) => {
    const known = Number(b.intensity !== null) - Number(a.intensity !== null);
    if (known !== 0) return known;
    if (a.rank !== b.rank) return b.rank - a.rank;
    const worse = Number(worsened.has(b.alert)) - Number(worsened.has(a.alert));
    if (worse !== 0) return worse;
    const waited = a.rank > 0 ? byWaiting(a, b) : 0;
    if (waited !== 0) return waited;
    return (b.intensity ?? 0) - (a.intensity ?? 0);
  };
}

/** A new array in the chosen order; ties keep the API's order. */
export function orderRows(rows: readonly TriageRow[], order: AlertOrder, worsened: { has(alert: TriageRow['alert']): boolean }): TriageRow[] {
  const compare = order === 'intensity' ? byIntensity(worsened) : order === 'waiting' ? byWaiting : null;
  if (!compare) return [...rows].sort(byAnswer);
  return [...rows].sort((a, b) => compare(a, b) || byAnswer(a, b));
}
