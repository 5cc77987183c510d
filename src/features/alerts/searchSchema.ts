import * as v from 'valibot';
import { ALERT_ORDERS, SEVERITIES } from './triage/choices';

const NAME_MAX = 120;

/** A name from the URL: the router reads `?team=123` as a number. Blank means no filter. */
const name = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim().slice(0, NAME_MAX) || undefined),
    ),
  ),
  undefined,
);

/**
 * /alertas?tab&order&team&symptom&severity&overdue&alerta: the tab, the queue's order and its filters
 * live in the URL, so a reload, Back and a dashboard link restore the view. A value that is not
 * one of the choices is dropped rather than failing the route; without `order` the user's last
 * choice applies. valibot, as every route's search (docs/decisions/0028-first-load-schemas-valibot.md).
 */
export const alertsSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(['symptoms', 'messages'])), undefined),
  order: v.fallback(v.optional(v.picklist(ALERT_ORDERS)), undefined),
  team: name,
  symptom: name,
  severity: v.fallback(v.optional(v.picklist([...SEVERITIES, 'none'])), undefined),
  /** The card a notification's click opens (its token, ./notify/events.ts); dropped once focused. */
  alerta: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value)),
        v.regex(/^[0-9a-z]{1,16}$/),
      ),
    ),
    undefined,
  ),
  overdue: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.boolean(), v.literal('true'), v.literal('false')]),
        v.transform((value) => value === true || value === 'true' || undefined),
      ),
    ),
    undefined,
  ),
});
