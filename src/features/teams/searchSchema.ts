import * as v from 'valibot';
import { listSearchFields } from '@/ui/list/searchParams';

/** /equipes?page&search&message (spec 02 §2): see src/ui/list/searchParams.ts. */
export const teamsSearchSchema = v.object(listSearchFields);
