import * as z from 'zod/mini';

/**
 * /dashboard?detalhes=…: the widget whose details are open. In the address, so that opening them is
 * a step in the browser's history (Back closes them, a reload opens them again); any other value
 * opens nothing.
 */
export const dashboardSearchSchema = z.object({
  detalhes: z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((value) => value.slice(0, 80) || undefined),
      ),
    ),
    undefined,
  ),
});
