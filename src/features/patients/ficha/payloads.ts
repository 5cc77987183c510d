/**
 * What saving the Ficha sends (spec 02 §7): the create and update bodies of the record, a CID
 * entry's body, and which CID rows a save adds, changes and removes.
 */
import { apiId } from '@/api/read';
import { isoToApi, typedToIso } from '@/lib/calendarDate';
import { formatPhone } from '@/lib/phone';
import type { CidRow, FichaValues } from './form';

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** `POST api/patient/{id}`: the fields that create a patient (spec 02 §7). */
export function createPayload(values: FichaValues) {
  return {
    Name: values.name.trim(),
    Email: orNull(values.email),
    Gender: values.gender,
    Phone: formatPhone(values.phone),
    CPF: values.cpf.replace(/\D/g, ''),
    TeamId: apiId(values.teamId),
    RegisterNumber: orNull(values.registerNumber),
  };
}

/** `PUT api/patient/{id}`: every record field, dates as month/day/year (spec 02 §7). */
/**
 * `statusAsSent`: the record's `Status` as the server sent it. Where the console could not read it
 * (the form's `status` is empty), it goes back unchanged, or is left out when there was none.
 */
export function recordPayload(values: FichaValues, statusAsSent?: unknown) {
  const status = values.status === '' ? statusAsSent : values.status;
  const deceased = values.lifeStatus === 'Deceased';
  return {
    ...createPayload(values),
    BirthDate: isoToApi(typedToIso(values.birthDate)),
    PS: Number(values.ps),
    CEP: orNull(values.cep.replace(/\D/g, '')),
    Street: orNull(values.street),
    Number: orNull(values.number),
    Complement: orNull(values.complement),
    Neighborhood: orNull(values.neighborhood),
    City: orNull(values.city),
    UF: orNull(values.uf.toUpperCase()),
    Comorbidity: orNull(values.comorbidity),
    Diagnostic: orNull(values.diagnostic),
    Allergy: orNull(values.allergy),
    RelativeName: orNull(values.relativeName),
    RelativePhone: values.relativePhone === '' ? null : formatPhone(values.relativePhone),
    ...(status === undefined ? {} : { Status: status }),
    LifeStatus: values.lifeStatus,
    DeathDate: deceased ? isoToApi(typedToIso(values.deathDate)) : null,
    DeathNotes: deceased ? orNull(values.deathNotes) : null,
  };
}

/** One CID entry as `POST`/`PUT api/cid/patient/{id}` take it (spec 02 §7). */
export function cidPayload(row: CidRow, teamId: string) {
  return {
    Id: row.id === null ? 0 : apiId(row.id),
    DoctorId: teamId === '' ? null : apiId(teamId),
    CIDId: apiId(row.cidId),
    Morphology: orNull(row.morphology),
    Estadio: row.estadio,
    IsEnable: row.isEnable,
  };
}

/**
 * What saving the CID table means (spec 02 §4): rows added here are POSTed, saved rows that changed
 * are PUT, saved rows removed here are DELETEd; a row added and removed before saving costs nothing.
 */
export function cidChanges(before: readonly CidRow[], after: readonly CidRow[]) {
  const saved = new Map(before.filter((row) => row.id !== null).map((row) => [row.id, row]));
  const kept = new Set(after.map((row) => row.id).filter((id): id is string => id !== null));
  const same = (a: CidRow, b: CidRow) =>
    a.cidId === b.cidId && a.estadio === b.estadio && a.morphology === b.morphology && a.isEnable === b.isEnable;
  return {
    created: after.filter((row) => row.id === null),
    updated: after.filter((row) => {
      const was = row.id === null ? undefined : saved.get(row.id);
      return was !== undefined && !same(was, row);
    }),
    removed: [...saved.values()].filter((row) => row.id !== null && !kept.has(row.id)),
  };
}
