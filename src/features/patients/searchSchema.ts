import type { SearchMiddleware } from '@tanstack/react-router';
import * as v from 'valibot';
import { filterId, listSearchFields } from '@/ui/list/searchParams';

/**
 * /pacientes?page&search&addressId&teamId&message (spec 02 §2): see src/ui/list/searchParams.ts.
 * The team filter is `teamId` in the URL, as on the professionals list; the API calls it doctorId.
 */
export const patientsSearchSchema = v.object({
  ...listSearchFields,
  addressId: filterId,
  teamId: filterId,
});

/** The text an old link carried in its address, kept until the list takes it (once). */
let linkedText: string | null = null;

/**
 * The search text never reaches the address: it can be a patient's name, and the browser keeps
 * addresses on disk (its history, its restorable tabs). The list holds the text in memory
 * (PatientsScreen) and navigates without it; an address that still carries one (an old link,
 * typed or bookmarked) is rewritten without it, the text handed to the list.
 */
export const searchTextOutOfAddress: SearchMiddleware<v.InferOutput<typeof patientsSearchSchema>> = ({ search, next }) => {
  const built = { ...next(search) };
  if (built.search) linkedText = built.search;
  delete (built as Partial<typeof built>).search;
  return built;
};

/** The text an old link carried, or null when none came. */
export function linkedSearchText(): string | null {
  return linkedText;
}

/** Taken by the list: a later visit starts without it. */
export function forgetLinkedText(): void {
  linkedText = null;
}
