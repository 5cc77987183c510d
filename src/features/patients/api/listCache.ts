import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '@/api/page';
import { patientKeys } from '../keys';
import type { PatientRow } from '../schemas';

/** Changes one patient's row in every cached page of the list that shows it. */
export function updateRow(queryClient: QueryClient, id: string, change: (row: PatientRow) => PatientRow): void {
  queryClient.setQueriesData<Page<PatientRow>>({ queryKey: patientKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map((row) => (row.Id === id ? change(row) : row)) } : page,
  );
}

