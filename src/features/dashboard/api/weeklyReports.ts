import { shareSchema } from '../schemas';
import { useWidgetQuery, widgetQueryOptions } from './widgetQuery';

const PATH = 'api/dashboard/last-weeklyreports';

export const weeklyReportsQueryOptions = (hospitalId: number) => widgetQueryOptions('weekly-reports', PATH, shareSchema, hospitalId);

export function useWeeklyReports() {
  return useWidgetQuery('weekly-reports', PATH, shareSchema);
}
