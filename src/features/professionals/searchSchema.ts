import * as z from 'zod/mini';
import { filterId, listSearchFields } from '@/ui/list/searchParams';

/** /profissionais?page&search&addressId&teamId&message (spec 02 §2): see src/ui/list/searchParams.ts. */
export const professionalsSearchSchema = z.object({ ...listSearchFields, addressId: filterId, teamId: filterId });
