import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '@/api/page';
import type { PatientRow } from '../schemas';
import { keys } from '@/api/keys';

/** Changes one patient's row in every cached page of the list that shows it. */
export function updateRow(queryClient: QueryClient, id: string, change: (row: PatientRow) => PatientRow): void {
  queryClient.setQueriesData<Page<PatientRow>>({ queryKey: keys.patients.lists() }, (page) =>
    page ? { ...page, items: page.items.map((row) => (row.Id === id ? change(row) : row)) } : page,
  );
}
