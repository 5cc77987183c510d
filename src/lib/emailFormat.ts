/**
 * An e-mail address as zod's `z.email()` accepts it, for the schemas of the first load, which
 * validate with valibot (docs/decisions/0028-first-load-schemas-valibot.md): the configuration's
 * contact and the login keep the rule they had under zod. tests/unit/firstLoadSchemas.test.ts
 * holds it to zod's own pattern.
 */
export const EMAIL_FORMAT = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
