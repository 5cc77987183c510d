export type WidgetName =
  | 'totals'
  | 'performance-status'
  | 'treatments'
  | 'active-doctors'
  | 'new-patients-count'
  | 'cid-distribution'
  | 'pain'
  | 'fever'
  | 'weekly-reports'
  | 'symptoms'
  | 'demands';

/** Everything under `all` is refetched by the dashboard's 'Atualizar'. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  widget: (name: WidgetName, hospitalId: number) => ['dashboard', name, hospitalId] as const,
  newPatientsList: (hospitalId: number, days: number) => ['dashboard', 'new-patients-list', hospitalId, days] as const,
  monthly: (name: 'performance-status' | 'new-patients', hospitalId: number, start: string, end: string) =>
    ['dashboard', 'monthly', name, hospitalId, start, end] as const,
};
