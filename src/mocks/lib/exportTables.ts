import { DateTime } from 'luxon';
import { strToU8, zipSync } from 'fflate';
import { FEVER_SYMPTOM_ID, intensityLabels } from '../seed/symptoms';
import type { DemoData, LifeStatus, Patient, PatientStatus, SymptomReport } from '../types';
import { brDate, brDateTime, csvDocument, maskedCpf, maskedPhone, yesNo } from './csv';
import type { Cell } from './csv';
import { folded } from './paging';

/**
 * 'Baixar Dados' (spec 02 §7 BI): every table of the caller's institution, one CSV each, in a
 * zip. Only the institution's own records: a patient another institution shares stays out.
 */

const lifeStatusLabels: Record<LifeStatus, string> = { InTreatment: 'Em tratamento', OutTreatment: 'Fora de tratamento', Deceased: 'Falecido' };
const accessLabels: Record<PatientStatus, string> = { Pending: 'Não fez primeiro acesso', Active: 'Login habilitado', Inactive: 'Login desabilitado' };
const PS_LABELS = ['PS 0', 'PS I', 'PS II', 'PS III', 'PS IV'] as const;

export const exportFileNames = [
  'pacientes.csv',
  'equipes.csv',
  'profissionais.csv',
  'comunicados.csv',
  'sintomas.csv',
  'mensagens.csv',
  'relatos-semanais.csv',
  'registros.csv',
] as const;

type Tables = Record<(typeof exportFileNames)[number], string>;

const names = <T extends { Id: number; Name: string }>(items: readonly T[], ids: readonly number[]): string =>
  ids.flatMap((id) => items.find((item) => item.Id === id)?.Name ?? []).join(', ');

function intensityText(report: SymptomReport, isEva: boolean): string {
  if (report.SymptomId === FEVER_SYMPTOM_ID) return `${String(report.Intensity).replace('.', ',')} °C`;
  if (isEva) return `EVA ${report.Intensity}`;
  return intensityLabels[report.Intensity] ?? String(report.Intensity);
}

function tables(data: DemoData, institutionId: number): Tables {
  const patients = data.patients.filter((patient) => patient.InstitutionId === institutionId);
  const patientById = new Map(patients.map((patient) => [patient.Id, patient]));
  const teams = data.teams.filter((team) => team.InstitutionId === institutionId);
  const professionals = data.professionals.filter((professional) => professional.InstitutionId === institutionId);
  const teamName = (patient: Patient): string => teams.find((team) => team.Id === patient.TeamId)?.Name ?? '';
  const ofPatients = <T extends { PatientId: number }>(items: readonly T[]): [T, Patient][] =>
    items.flatMap((item) => {
      const patient = patientById.get(item.PatientId);
      return patient ? [[item, patient] as [T, Patient]] : [];
    });
  const byInstant = <T extends { DateAndTime: string }>(a: [T, Patient], b: [T, Patient]): number => a[0].DateAndTime.localeCompare(b[0].DateAndTime);
  const cidCodes = (patient: Patient): string =>
    patient.CIDs.filter((cid) => cid.IsEnable)
      .flatMap((cid) => data.cidTypes.find((type) => type.Id === cid.CIDId)?.CIDCode ?? [])
      .join(', ');
  const address = (patient: Patient): string => data.addresses.find((item) => item.InstitutionAddressId === patient.InstitutionAddressId)?.Street ?? '';
  const symptoms = new Map(data.symptomTypes.map((type) => [type.Id, type]));
  const historyTypes = new Map(data.historyRecordTypes.map((type) => [type.Id, type.Name]));

  const patientRows: Cell[][] = patients.map((p) => [
    p.Id,
    p.Name,
    maskedCpf(p.CPF),
    brDate(p.BirthDate),
    p.Gender,
    maskedPhone(p.Phone),
    p.Email,
    p.RegisterNumber,
    teamName(p),
    address(p),
    cidCodes(p),
    p.Diagnostic,
    PS_LABELS[p.PS] ?? String(p.PS),
    lifeStatusLabels[p.LifeStatus],
    accessLabels[p.Status],
    yesNo(p.IsLicensed),
    brDate(p.CreatedAt),
    brDate(p.DeathDate),
  ]);
  const teamRows: Cell[][] = teams.map((team) => [
    team.Id,
    team.Name,
    team.Status === 'Active' ? 'Ativa' : 'Inativa',
    patients.filter((patient) => patient.TeamId === team.Id).length,
    professionals.filter((professional) => professional.TeamIds.includes(team.Id)).length,
  ]);
  const professionalRows: Cell[][] = professionals.map((p) => [
    p.Id,
    p.Name,
    p.Email,
    p.Gender,
    maskedPhone(p.Phone),
    p.Profile === 'Leader' ? 'Líder' : 'Padrão',
    names(teams, p.TeamIds),
    names(teams, p.NavigatorTeamIds),
    yesNo(p.IsSMS),
    p.Status === 'Active' ? 'Ativo' : 'Inativo',
    brDate(p.CreatedAt),
    brDateTime(p.LastActivityAt),
  ]);
  const announcementRows: Cell[][] = data.announcements
    .filter((item) => item.InstitutionId === institutionId)
    .sort((a, b) => a.DateAndTime.localeCompare(b.DateAndTime))
    .map((item) => [
      item.Id,
      brDateTime(item.DateAndTime),
      item.Title,
      item.Message,
      names(teams, item.TeamIds),
      item.Sender.Name,
      item.Recipients.length,
      item.Recipients.filter((recipient) => recipient.IsRead).length,
    ]);
  const symptomRows: Cell[][] = ofPatients(data.symptomReports)
    .sort(byInstant)
    .map(([report, patient]) => {
      const type = symptoms.get(report.SymptomId);
      return [
        brDateTime(report.DateAndTime),
        patient.Name,
        teamName(patient),
        type?.Name ?? '',
        intensityText(report, type?.IsEva ?? false),
        yesNo(report.Pending),
      ];
    });
  const messageRows: Cell[][] = ofPatients(data.messages)
    .sort(byInstant)
    .map(([message, patient]) => [brDateTime(message.DateAndTime), patient.Name, teamName(patient), message.Pending ? 'Pendente' : 'Respondida']);
  const weeklyRows: Cell[][] = ofPatients(data.weeklyReports)
    .sort(byInstant)
    .map(([report, patient]) => [brDateTime(report.DateAndTime), patient.Name, teamName(patient), PS_LABELS[report.PS] ?? String(report.PS)]);
  const recordRows: Cell[][] = ofPatients(data.historyRecords).map(([record, patient]) => [
    patient.Name,
    historyTypes.get(record.HistoryRecordTypeId) ?? '',
    brDate(record.InitialDate),
    brDate(record.EndDate),
    record.HistoryRecordNotes,
  ]);

  return {
    'pacientes.csv': csvDocument(
      [
        'Código',
        'Nome',
        'CPF',
        'Data de nascimento',
        'Sexo',
        'Telefone',
        'E-mail',
        'Número de registro',
        'Equipe',
        'Local de atendimento',
        'CID',
        'Diagnóstico',
        'PS',
        'Situação',
        'Acesso ao aplicativo',
        'Licenciado',
        'Data de cadastro',
        'Data do óbito',
      ],
      patientRows,
    ),
    'equipes.csv': csvDocument(['Código', 'Nome', 'Situação', 'Pacientes', 'Profissionais'], teamRows),
    'profissionais.csv': csvDocument(
      [
        'Código',
        'Nome',
        'E-mail',
        'Sexo',
        'Telefone',
        'Perfil',
        'Equipes',
        'Navegador nas equipes',
        'Recebe SMS',
        'Situação',
        'Data de cadastro',
        'Último acesso',
      ],
      professionalRows,
    ),
    'comunicados.csv': csvDocument(['Código', 'Data e hora', 'Chamada', 'Comunicado', 'Equipes', 'Enviado por', 'Destinatários', 'Lidos'], announcementRows),
    'sintomas.csv': csvDocument(['Data e hora', 'Paciente', 'Equipe', 'Sintoma', 'Intensidade', 'Alerta pendente'], symptomRows),
    'mensagens.csv': csvDocument(['Data e hora', 'Paciente', 'Equipe', 'Situação'], messageRows),
    'relatos-semanais.csv': csvDocument(['Data e hora', 'Paciente', 'Equipe', 'PS'], weeklyRows),
    'registros.csv': csvDocument(['Paciente', 'Tipo de registro', 'Data início', 'Data final', 'Observações'], recordRows),
  };
}

/** The zip of every table, its entries stamped with `now`. */
export function exportZip(data: DemoData, institutionId: number, now: Date): Uint8Array<ArrayBuffer> {
  const files = Object.fromEntries(Object.entries(tables(data, institutionId)).map(([name, text]) => [name, strToU8(text)]));
  const zipped = zipSync(files, { level: 6, mtime: now });
  return new Uint8Array(zipped);
}

/** 'dados-instituto-de-oncologia-vida-plena-2025-06-15.zip': ASCII, so no RFC 5987 form is needed. */
export function exportFileName(institutionName: string, now: Date): string {
  const slug =
    folded(institutionName)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'instituicao';
  const day = DateTime.fromJSDate(now).setZone('America/Sao_Paulo').toISODate() ?? now.toISOString().slice(0, 10);
  return `dados-${slug}-${day}.zip`;
}
