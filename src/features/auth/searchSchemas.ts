import * as v from 'valibot';
import { arrivalMessageKeys } from '@/messages/catalogue';

/** `?message=` on login: an unknown key is dropped rather than failing the route. */
export const loginSearchSchema = v.object({
  message: v.fallback(v.optional(v.picklist(arrivalMessageKeys)), undefined),
});
