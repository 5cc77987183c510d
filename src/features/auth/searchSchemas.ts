import { z } from 'zod';
import { arrivalMessageKeys } from '@/messages/catalogue';

/** `?message=` on login: an unknown key is dropped rather than failing the route. */
export const loginSearchSchema = z.object({
  message: z.enum(arrivalMessageKeys).optional().catch(undefined),
});
