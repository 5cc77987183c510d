import * as z from 'zod/mini';

const messageList = z.union([z.array(z.string()), z.string()]);

/**
 * The server's error body; every field may be missing or null in practice. `Errors` is a list or
 * a text in the spec; an ASP.NET validation answer sends it as `{Field: [messages]}` instead (and
 * in camelCase, `title` / `errors`), which becomes the list plus `FieldErrors` for the forms.
 */
export const errorBodySchema = z.pipe(
  z.looseObject({
    Title: z.catch(z.nullish(z.string()), null),
    title: z.catch(z.nullish(z.string()), null),
    Message: z.catch(z.nullish(z.string()), null),
    message: z.catch(z.nullish(z.string()), null),
    Errors: z.catch(z.nullish(z.union([messageList, z.record(z.string(), messageList)])), null),
    errors: z.catch(z.nullish(z.union([messageList, z.record(z.string(), messageList)])), null),
  }),
  z.transform((body) => {
    const errors = body.Errors ?? body.errors ?? null;
    const byField = errors !== null && typeof errors === 'object' && !Array.isArray(errors) ? errors : null;
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(byField ?? {})) fieldErrors[field] = typeof list === 'string' ? [list] : list;
    return {
      Title: body.Title ?? body.title ?? null,
      Message: body.Message ?? body.message ?? null,
      Errors: byField ? Object.values(fieldErrors).flat() : (errors as string[] | string | null),
      FieldErrors: fieldErrors,
    };
  }),
);
