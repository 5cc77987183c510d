import * as v from 'valibot';

/**
 * /dashboard?detalhes=…: the widget whose details are open. In the address, so that opening them is
 * a step in the browser's history (Back closes them, a reload opens them again); any other value
 * opens nothing.
 */
export const dashboardSearchSchema = v.object({
  detalhes: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.transform((value) => value.slice(0, 80) || undefined),
      ),
    ),
    undefined,
  ),
});
