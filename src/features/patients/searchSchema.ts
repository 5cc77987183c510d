import * as z from 'zod/mini';
import { filterId, listSearchFields } from '@/ui/list/searchParams';

/**
 * /pacientes?page&search&addressId&teamId&message (spec 02 §2): see src/ui/list/searchParams.ts.
 * The team filter is `teamId` in the URL, as on the professionals list; the API calls it doctorId.
 */
export const patientsSearchSchema = z.object({
  ...listSearchFields,
  addressId: filterId,
  teamId: filterId,
});
