import * as z from 'zod/mini';
import { arrivalMessageKeys } from '@/messages/catalogue';

/** `?message=` on login: an unknown key is dropped rather than failing the route. */
export const loginSearchSchema = z.object({
  message: z.catch(z.optional(z.enum(arrivalMessageKeys)), undefined),
});
