/**
 * The queue's choices as the address bar holds them, alone in a module: the route's search schema
 * is in the first load (the router validates every route's search from the start), and needs the
 * lists, not the comparisons and scales of ./order and ./severity, which stay with the screen.
 */
export const ALERT_ORDERS = ['recent', 'intensity', 'waiting'] as const;
export type AlertOrder = (typeof ALERT_ORDERS)[number];

/**
 * The intensity classes every symptom shares for the queue's order and filter, lowest first:
 * pain by EVA (0–2 Leve, 3–7 Moderada, 8–10 Grave), the 1–4 scale as it is named, and fever by
 * its temperature classes (docs/decisions/0022-triage-queue.md says how they meet).
 */
export const SEVERITIES = ['leve', 'moderada', 'grave', 'muitoGrave'] as const;
export type Severity = (typeof SEVERITIES)[number];
