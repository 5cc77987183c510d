import { DateTime } from 'luxon';
import { HttpResponse, http } from 'msw';
import { currentPatientWrites, currentShapes } from '../control';
import { jsonAnswer } from '../lib/answer';
import { authenticated } from '../lib/auth';
import { fileAnswer, patientFileKey } from '../lib/files';
import { checkedBody, emptyOk, invalidData, notFound, readJsonArray } from '../lib/http';
import { idParam } from '../lib/paging';
import { readablePatient, writablePatient } from '../lib/patientAccess';
import { LIFE_STATUS_NUMBERS, PATIENT_STATUS_NUMBERS, checkIdentity, checkRecord } from '../lib/patientForm';
import { pdfBytes } from '../lib/pdf';
import type { PdfLine } from '../lib/pdf';
import { stageLabels, stages } from '../seed/cids';
import type { Stage } from '../seed/cids';
import { maskedCep, postalAddressByCep } from '../seed/postalAddresses';
import { store, storeNow } from '../store';
import type { Patient, PatientCid } from '../types';

const patientRecordMessages = {
  edited: 'O registro foi editado com sucesso.',
  cidNotFound: 'CID não encontrado.',
  cidType: 'CID inválido.',
  stage: 'Estadiamento inválido.',
  cidAlreadySaved: 'O CID informado já está cadastrado.',
  cidEntry: 'Cada CID deve ser um objeto com CIDId e Estadio.',
  cidEnable: 'O campo Ativo do CID é inválido.',
} as const;

const SAO_PAULO = 'America/Sao_Paulo';
const MORPHOLOGY_MAX = 255;

/** YYYY-MM-DD as the record's date-time without zone ('YYYY-MM-DDT00:00:00'). */
const recordDate = (iso: string | null): string | null => (iso ? `${iso}T00:00:00` : null);

/** A CID entry as the file lists it: the type with its code and description. */
function cidEntryOf(entry: PatientCid) {
  const type = store.cidTypes.find((cid) => cid.Id === entry.CIDId);
  return {
    Id: entry.Id,
    CID: type ? { Id: type.Id, CIDCode: type.CIDCode, Description: type.Description } : null,
    Morphology: entry.Morphology,
    Estadio: entry.Estadio,
    IsEnable: entry.IsEnable,
  };
}

/** The intensity (EVA 0 to 10) of the patient's latest report of an EVA symptom; null when none. */
function painLevelOf(patientId: number): number | null {
  const eva = new Set(store.symptomTypes.filter((type) => type.IsEva).map((type) => type.Id));
  let latest: { DateAndTime: string; Id: number; Intensity: number } | undefined;
  for (const report of store.symptomReports) {
    if (report.PatientId !== patientId || !eva.has(report.SymptomId)) continue;
    if (!latest || report.DateAndTime > latest.DateAndTime || (report.DateAndTime === latest.DateAndTime && report.Id > latest.Id)) {
      latest = report;
    }
  }
  return latest?.Intensity ?? null;
}

/** The patient file of spec 02 §3 (GET api/patient/record/{id}). */
export function recordOf(patient: Patient) {
  const team = store.teams.find((t) => t.Id === patient.TeamId);
  const place = store.addresses.find((address) => address.InstitutionAddressId === patient.InstitutionAddressId);
  const file = {
    Id: patient.Id,
    Name: patient.Name,
    Email: patient.Email,
    Gender: patient.Gender,
    Phone: patient.Phone,
    CPF: patient.CPF,
    RegisterNumber: patient.RegisterNumber,
    BirthDate: recordDate(patient.BirthDate),
    PS: patient.PS,
    CurrentPS: patient.CurrentPS,
    CEP: patient.CEP,
    Street: patient.Street,
    Number: patient.Number,
    Complement: patient.Complement,
    Neighborhood: patient.Neighborhood,
    City: patient.City,
    UF: patient.UF,
    Comorbidity: patient.Comorbidity,
    Diagnostic: patient.Diagnostic,
    Allergy: patient.Allergy,
    RelativeName: patient.RelativeName,
    RelativePhone: patient.RelativePhone,
    Status: patient.Status,
    IsAppInstalled: patient.AppInstalled,
    LifeStatus: patient.LifeStatus,
    DeathDate: recordDate(patient.DeathDate),
    DeathNotes: patient.DeathNotes,
    Photo: patient.Photo,
    PainLevel: painLevelOf(patient.Id),
    Doctor: team ? { Id: team.Id, Name: team.Name } : null,
    Institution: { Id: patient.InstitutionId },
    AttendancePlace: place ? { Street: place.Street } : null,
    CIDs: patient.CIDs.map(cidEntryOf),
  };
  // What a PUT in replace mode did not carry is gone, as on a server that replaces the record.
  for (const key of patient.Lost ?? []) if (key in file) (file as Record<string, unknown>)[key] = null;
  return file;
}

/** A date as .NET's en-US culture writes a DateTime: month/day/year and a time of day ('5/17/1980 12:00:00 AM'). */
const enUsDate = (iso: string | null): string | null => (iso ? `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)} 12:00:00 AM` : null);

/** Fields of the record that spec 02 §3 does not name, which another team's server may well add. */
const seedExtras = (patient: Patient): Record<string, unknown> => ({
  MedicalRecordCode: `PR-${String(patient.Id).padStart(6, '0')}`,
  HealthInsurance: { Name: 'Plano Saúde Total', Card: `8900${String(patient.Id).padStart(8, '0')}`, Holders: [patient.Name] },
});

/**
 * The 'spec' profile's record: spec 02 §3's fields (no install flag, no pain level) as .NET may
 * write them: `Status` and `LifeStatus` as enum numbers, dates in the en-US culture's slash form
 * with a time of day, CID entries as `{Id, CID: {Id, CIDCode}}`; and fields the spec does not name.
 */
export function specRecordOf(patient: Patient) {
  const spec: Partial<ReturnType<typeof recordOf>> = recordOf(patient);
  delete spec.IsAppInstalled;
  delete spec.PainLevel;
  const CIDs = spec.CIDs ?? [];
  const lost = new Set(patient.Lost ?? []);
  return {
    ...spec,
    Status: PATIENT_STATUS_NUMBERS[patient.Status],
    LifeStatus: LIFE_STATUS_NUMBERS[patient.LifeStatus],
    BirthDate: enUsDate(patient.BirthDate),
    DeathDate: enUsDate(patient.DeathDate),
    CIDs: CIDs.map(({ CID, ...entry }) => ({ ...entry, CID: CID ? { Id: CID.Id, CIDCode: CID.CIDCode } : null })),
    ...Object.fromEntries(Object.entries(patient.Extras ?? seedExtras(patient)).filter(([key]) => !lost.has(key))),
  };
}

/** The record fields the PUT's checks do not take, which replace mode clears when a body leaves them out. */
const REPLACED_FIELDS = ['Photo', 'CurrentPS', 'AttendancePlace', 'Institution'] as const;

/**
 * Replace mode (control.ts `patientWrites`): the body is the whole record. A spec field it leaves
 * out is lost (answered null from now on), the unknown fields it carries become the record's, and
 * those it does not carry are gone.
 */
function replaceRecord(patient: Patient, body: Record<string, unknown>): void {
  const known = new Set([...Object.keys(recordOf(patient)), 'TeamId', '$id']);
  patient.Lost = REPLACED_FIELDS.filter((key) => !(key in body));
  patient.Photo = typeof body.Photo === 'string' ? body.Photo : null;
  patient.Extras = Object.fromEntries(Object.entries(body).filter(([key]) => !known.has(key)));
}

/** One entry of the CID calls' list, checked; `Id` is null for a new one. */
interface CidInput {
  Id: number | null;
  CIDId: number;
  Morphology: string;
  Estadio: Stage;
  IsEnable: boolean;
}

/** The list of `{Id, DoctorId, CIDId, Morphology, Estadio, IsEnable}` (DoctorId, the team, is not stored per entry). */
function checkCidList(list: readonly unknown[]): { entries: CidInput[]; errors: string[] } {
  const errors = new Set<string>();
  const entries: CidInput[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.add(patientRecordMessages.cidEntry);
      continue;
    }
    const entry = item as Record<string, unknown>;
    const cidId = idParam(entry.CIDId);
    if (!store.cidTypes.some((type) => type.Id === cidId)) errors.add(patientRecordMessages.cidType);
    const stage = stages.find((value) => value === entry.Estadio);
    if (!stage) errors.add(patientRecordMessages.stage);
    const morphology = typeof entry.Morphology === 'string' ? entry.Morphology.trim() : '';
    if (entry.Morphology !== undefined && entry.Morphology !== null && typeof entry.Morphology !== 'string') {
      errors.add('O campo Morfologia é inválido.');
    } else if (morphology.length > MORPHOLOGY_MAX) {
      errors.add(`O campo Morfologia pode conter no máximo ${MORPHOLOGY_MAX} caracteres.`);
    }
    if (entry.IsEnable !== undefined && typeof entry.IsEnable !== 'boolean') errors.add(patientRecordMessages.cidEnable);
    // 0, null or absent: an entry not inserted yet.
    const id = entry.Id === undefined || entry.Id === null || entry.Id === 0 || entry.Id === '0' ? null : (idParam(entry.Id) ?? -1);
    if (cidId !== null && stage) {
      entries.push({ Id: id, CIDId: cidId, Morphology: morphology, Estadio: stage, IsEnable: entry.IsEnable !== false });
    }
  }
  return { entries, errors: [...errors] };
}

function nextCidEntryId(): number {
  return store.patients.reduce((max, patient) => Math.max(max, ...patient.CIDs.map((cid) => cid.Id)), 0) + 1;
}

/** DD/MM/YYYY */
const brazilianDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const maskedCpf = (cpf: string): string => (/^\d{11}$/.test(cpf) ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : cpf);

function addressText(patient: Patient): string {
  const street = [patient.Street, patient.Number].filter(Boolean).join(', ');
  const place = [patient.City, patient.UF].filter(Boolean).join(' - ');
  const parts = [street, patient.Complement, [patient.Neighborhood, place].filter(Boolean).join(', ')].filter(Boolean);
  if (patient.CEP) parts.push(`CEP ${maskedCep(patient.CEP)}`);
  return parts.length > 0 ? parts.join(' - ') : 'Não informado';
}

/** The lines of the patient file PDF (GET api/patient/export/{id}). */
function fileLines(patient: Patient): PdfLine[] {
  const record = recordOf(patient);
  const institution = store.institutions.find((item) => item.Id === patient.InstitutionId);
  const issued = DateTime.fromJSDate(storeNow()).setZone(SAO_PAULO).toFormat("dd/MM/yyyy HH:mm'h'");
  const cids: PdfLine[] = record.CIDs.map((entry) => {
    const stage = stageLabels[entry.Estadio as Stage] ?? entry.Estadio;
    const name = entry.CID ? `${entry.CID.CIDCode} - ${entry.CID.Description}` : 'CID';
    const morphology = entry.Morphology ? ` - Morfologia: ${entry.Morphology}` : '';
    return { text: `${name}${morphology} - Estadiamento: ${stage}${entry.IsEnable ? '' : ' (inativo)'}` };
  });
  return [
    { text: 'Ficha do paciente', size: 18, bold: true, rule: true },
    { text: institution?.Name ?? '', size: 11, gapBefore: 4 },
    { label: 'Nome:', text: patient.Name, gapBefore: 10 },
    { label: 'CPF:', text: maskedCpf(patient.CPF) },
    { label: 'Data de nascimento:', text: patient.BirthDate ? brazilianDate(patient.BirthDate) : 'Não informada' },
    { label: 'Número de registro:', text: patient.RegisterNumber || 'Não informado' },
    { label: 'Equipe:', text: record.Doctor?.Name ?? 'Não informada' },
    { label: 'Local de atendimento:', text: record.AttendancePlace?.Street ?? 'Não informado' },
    { text: 'CIDs', size: 12, bold: true, gapBefore: 12 },
    ...(cids.length > 0 ? cids : [{ text: 'Nenhum CID informado.' }]),
    { text: 'Endereço', size: 12, bold: true, gapBefore: 12 },
    { text: addressText(patient) },
    { text: `Emitido em ${issued} pelo Painel (demonstração).`, size: 8, gapBefore: 24 },
  ];
}

/** The public postal-code lookup, ViaCEP-compatible; answered for the demo's own addresses only. */
const cepLookup = http.get('*/cep/ws/:cep/json/', ({ params }) => {
  const cep = typeof params.cep === 'string' ? params.cep : '';
  // As ViaCEP: a malformed CEP is a 400; a well-formed unknown one is 200 with `erro`.
  if (!/^\d{8}$/.test(cep)) return HttpResponse.json({ erro: true }, { status: 400 });
  const address = postalAddressByCep(cep);
  if (!address) return HttpResponse.json({ erro: true });
  return HttpResponse.json({
    cep: maskedCep(cep),
    logradouro: address.street,
    complemento: address.stretch,
    bairro: address.neighborhood,
    localidade: address.city,
    uf: address.uf,
    ibge: address.ibge,
    ddd: address.ddd,
  });
});

/**
 * The patient file (spec 02 §2 Ficha, §7 Patients and Exports): read, add, edit, CID entries,
 * PDF export, and the postal-code lookup the file's address uses. A patient another institution
 * shares with the caller can be read and exported, never changed (403).
 */
/** The patient a CID call writes to and the entries it sent, checked; or the refusal to answer. */
async function readCidRequest(request: Request, institutionId: number, id: unknown) {
  const patient = writablePatient(institutionId, id);
  if (patient instanceof Response) return patient;
  const list = await readJsonArray(request);
  if (list instanceof Response) return list;
  return { patient, ...checkCidList(list) };
}

export const patientRecordHandlers = [
  cepLookup,
  http.get(
    '*/api/patient/record/:id',
    authenticated(({ request, params, user }) => {
      const patient = readablePatient(user.institutionId, params.id);
      if (patient instanceof Response) return patient;
      return jsonAnswer(request, currentShapes() === 'spec' ? specRecordOf(patient) : recordOf(patient));
    }),
  ),
  http.get(
    '*/api/patient/export/:id',
    authenticated(({ params, user }) => {
      const patient = readablePatient(user.institutionId, params.id);
      if (patient instanceof Response) return patient;
      const bytes = pdfBytes({ title: 'Ficha do paciente', lines: fileLines(patient), createdAt: storeNow() });
      return fileAnswer(bytes, 'application/pdf', `ficha-paciente-${patientFileKey(patient)}.pdf`);
    }),
  ),
  http.post(
    '*/api/patient/:id',
    authenticated(async ({ request, params, user }) => {
      // The id is the client's institution; the patient always goes to the caller's own.
      if (idParam(params.id) === null) return notFound();
      const checked = await checkedBody(request, (body) => checkIdentity(body, user.institutionId));
      if (checked instanceof Response) return checked;
      const { value } = checked;
      const address = store.addresses.find((item) => item.InstitutionId === user.institutionId);
      const patient: Patient = {
        ...value,
        Id: store.patients.reduce((max, p) => Math.max(max, p.Id), 0) + 1,
        InstitutionId: user.institutionId,
        BirthDate: null,
        InstitutionAddressId: address?.InstitutionAddressId ?? 0,
        CIDs: [],
        CurrentPS: 0,
        LifeStatus: 'InTreatment',
        TreatmentLine: 'Nenhum Tratamento Neoplásico',
        IsLicensed: false,
        CreatedAt: storeNow().toISOString(),
        PS: 0,
        CEP: '',
        Street: '',
        Number: '',
        Complement: '',
        Neighborhood: '',
        City: '',
        UF: '',
        Comorbidity: '',
        Diagnostic: '',
        Allergy: '',
        RelativeName: '',
        RelativePhone: '',
        Status: 'Pending',
        AppInstalled: false,
        DeathDate: null,
        DeathNotes: null,
        Photo: null,
        SharedWithInstitutionIds: [],
      };
      store.patients.push(patient);
      return jsonAnswer(request, { Id: patient.Id });
    }),
  ),
  http.put(
    '*/api/patient/:id',
    authenticated(async ({ request, params, user }) => {
      const patient = writablePatient(user.institutionId, params.id);
      if (patient instanceof Response) return patient;
      let sent: Record<string, unknown> = {};
      const checked = await checkedBody(request, (body) => {
        sent = body;
        return checkRecord(body, patient, storeNow());
      });
      if (checked instanceof Response) return checked;
      Object.assign(patient, checked.value);
      if (currentPatientWrites() === 'replace') replaceRecord(patient, sent);
      return jsonAnswer(request, { Message: patientRecordMessages.edited });
    }),
  ),
  http.post(
    '*/api/cid/patient/:id',
    authenticated(async ({ request, params, user }) => {
      const read = await readCidRequest(request, user.institutionId, params.id);
      if (read instanceof Response) return read;
      const { patient, entries, errors } = read;
      if (entries.some((entry) => entry.Id !== null)) errors.push(patientRecordMessages.cidAlreadySaved);
      if (errors.length > 0) return invalidData(errors);
      let nextId = nextCidEntryId();
      const created = entries.map(({ CIDId, Morphology, Estadio, IsEnable }) => ({ Id: nextId++, CIDId, Morphology, Estadio, IsEnable }));
      patient.CIDs.push(...created);
      return jsonAnswer(request, created.map(cidEntryOf));
    }),
  ),
  http.put(
    '*/api/cid/patient/:id',
    authenticated(async ({ request, params, user }) => {
      const read = await readCidRequest(request, user.institutionId, params.id);
      if (read instanceof Response) return read;
      const { patient, entries, errors } = read;
      if (entries.some((entry) => !patient.CIDs.some((cid) => cid.Id === entry.Id))) errors.push(patientRecordMessages.cidNotFound);
      if (errors.length > 0) return invalidData(errors);
      const updated = entries.flatMap((entry) => {
        const cid = patient.CIDs.find((item) => item.Id === entry.Id);
        if (!cid) return [];
        Object.assign(cid, { CIDId: entry.CIDId, Morphology: entry.Morphology, Estadio: entry.Estadio, IsEnable: entry.IsEnable });
        return [cid];
      });
      return jsonAnswer(request, updated.map(cidEntryOf));
    }),
  ),
  http.delete(
    '*/api/cid/:cidId/patient/:patientId',
    authenticated(({ params, user }) => {
      const patient = writablePatient(user.institutionId, params.patientId);
      if (patient instanceof Response) return patient;
      const cidId = idParam(params.cidId);
      const index = patient.CIDs.findIndex((cid) => cid.Id === cidId);
      if (index < 0) return notFound(patientRecordMessages.cidNotFound);
      patient.CIDs.splice(index, 1);
      return emptyOk();
    }),
  ),
];
