import type { SearchMiddleware } from '@tanstack/react-router';
import * as v from 'valibot';
import { filterId, listSearchFields } from '@/ui/list/searchParams';

/**
 * /profissionais?page&search&addressId&teamId&message (spec 02 §2): see src/ui/list/searchParams.ts.
 * The address filter is `addressId`, as on /pacientes; an older link's `localId` is still read.
 */
export const professionalsSearchSchema = v.pipe(
  v.object({ ...listSearchFields, addressId: filterId, teamId: filterId, localId: filterId }),
  v.transform(({ localId, ...search }) => ({ ...search, addressId: search.addressId ?? localId })),
);

/** An older link's `localId`, read above as `addressId`, is not written back to the address. */
export const olderAddressParamDropped: SearchMiddleware<v.InferOutput<typeof professionalsSearchSchema>> = ({ search, next }) => {
  const built: Record<string, unknown> = { ...next(search) };
  delete built.localId;
  return built as v.InferOutput<typeof professionalsSearchSchema>;
};
