import { activeDoctorsSchema } from '../schemas';
import { useWidgetQuery, widgetQueryOptions } from './widgetQuery';

const PATH = 'api/dashboard/last-active-doctors';

export const activeDoctorsQueryOptions = (hospitalId: number) => widgetQueryOptions('active-doctors', PATH, activeDoctorsSchema, hospitalId);

export function useActiveDoctors() {
  return useWidgetQuery('active-doctors', PATH, activeDoctorsSchema);
}
