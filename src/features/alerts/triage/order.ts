import type { TriageRow } from './rows';

export const ALERT_ORDERS = ['recent', 'intensity', 'waiting'] as const;
export type AlertOrder = (typeof ALERT_ORDERS)[number];

type Compare = (a: TriageRow, b: TriageRow) => number;

const byAnswer: Compare = (a, b) => a.index - b.index;

/** Oldest first; an alert without a readable time cannot be placed, so it goes last. */
const byWaiting: Compare = (a, b) => {
  if (a.at === null || b.at === null) return (a.at === null ? 1 : 0) - (b.at === null ? 1 : 0);
  return a.at - b.at;
};

/**
 * Highest class first, a worsened alert first within its class, then the higher raw intensity;
 * alerts without one (messages, a symptom sent without intensity) after those with one. Every tie
 * keeps the API's order, so messages keep their time order.
 */
function byIntensity(worsened: ReadonlySet<TriageRow['alert']>): Compare {
  return (a, b) => {
    const known = Number(b.intensity !== null) - Number(a.intensity !== null);
    if (known !== 0) return known;
    if (a.rank !== b.rank) return b.rank - a.rank;
    const worse = Number(worsened.has(b.alert)) - Number(worsened.has(a.alert));
    if (worse !== 0) return worse;
    return (b.intensity ?? 0) - (a.intensity ?? 0);
  };
}

/** A new array in the chosen order; ties keep the API's order. */
export function orderRows(rows: readonly TriageRow[], order: AlertOrder, worsened: ReadonlySet<TriageRow['alert']>): TriageRow[] {
  const compare = order === 'intensity' ? byIntensity(worsened) : order === 'waiting' ? byWaiting : null;
  if (!compare) return [...rows].sort(byAnswer);
  return [...rows].sort((a, b) => compare(a, b) || byAnswer(a, b));
}
