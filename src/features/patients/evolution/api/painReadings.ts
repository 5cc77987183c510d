import { useQuery } from '@tanstack/react-query';
import { painReadingsSchema } from '../schemas';
import { patientAnswerQueryOptions } from './patientAnswer';
import { keys } from '@/api/keys';

/** `GET api/clinicalevolution/pain/patient/{id}` (spec 02 §7): the patient's EVA pain readings. */
const painReadingsQueryOptions = (patientId: string) =>
  patientAnswerQueryOptions(keys.evolution.painReadings(patientId), `api/clinicalevolution/pain/patient/${encodeURIComponent(patientId)}`, painReadingsSchema);

export function usePainReadings(patientId: string, enabled = true) {
  return useQuery({ ...painReadingsQueryOptions(patientId), enabled });
}
