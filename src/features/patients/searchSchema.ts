import type { SearchMiddleware } from '@tanstack/react-router';
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

/**
 * The search text never reaches the address: it can be a patient's name, and the browser keeps
 * addresses on disk (its history, its restorable tabs). The list holds the text in memory
 * (PatientsScreen); every address built for the list leaves it out, a link's included.
 */
export const searchTextOutOfAddress: SearchMiddleware<z.infer<typeof patientsSearchSchema>> = ({ search, next }) => {
  const built = { ...next(search) };
  delete (built as Partial<typeof built>).search;
  return built;
};
