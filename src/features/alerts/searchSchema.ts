import * as z from 'zod/mini';
import { ALERT_ORDERS, SEVERITIES } from './triage/choices';

const NAME_MAX = 120;

/** A name from the URL: the router reads `?team=123` as a number. Blank means no filter. */
const name = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value).trim().slice(0, NAME_MAX) || undefined),
    ),
  ),
  undefined,
);

/**
 * /alertas?tab&order&team&symptom&severity&overdue: the tab, the queue's order and its filters
 * live in the URL, so a reload, Back and a dashboard link restore the view. A value that is not
 * one of the choices is dropped rather than failing the route; without `order` the user's last
 * choice applies.
 */
export const alertsSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(['symptoms', 'messages'])), undefined),
  order: z.catch(z.optional(z.enum(ALERT_ORDERS)), undefined),
  team: name,
  symptom: name,
  severity: z.catch(z.optional(z.enum([...SEVERITIES, 'none'])), undefined),
  overdue: z.catch(
    z.optional(
      z.pipe(
        z.union([z.boolean(), z.literal('true'), z.literal('false')]),
        z.transform((v) => v === true || v === 'true' || undefined),
      ),
    ),
    undefined,
  ),
});
