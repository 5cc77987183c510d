/**
 * Every query key of the console, one factory per resource, in this one place
 * (docs/decisions/0019-one-key-factory.md). A query, an invalidation and a cache edit all take
 * their key from here, so a renamed key renames every use, and one feature invalidates another's
 * data through the same factory its owner fetches with. Lint refuses a key written as an array
 * anywhere else.
 *
 * The resource lists follow one shape: a save invalidates exactly what it changed (`lists()` after
 * a create, `lists()` and `detail(id)` after an edit) and a refresh can target `all`.
 * TanStack Query matches keys by prefix: `list({ patientId })` covers every page of one patient.
 */
function resource<const R extends string>(name: R) {
  const all = [name] as const;
  return {
    all,
    lists: () => [name, 'list'] as const,
    list: <const Q extends object>(query: Q) => [name, 'list', query] as const,
    details: () => [name, 'detail'] as const,
    detail: (id: string | number) => [name, 'detail', String(id)] as const,
  };
}

export type AlertListKind = 'symptoms' | 'messages';

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

const patients = resource('patients');
const teams = resource('teams');
const evolutionAll = (patientId: string) => [...patients.all, 'evolution', patientId] as const;

export const keys = {
  /** Everything on the alerts page sits under `all`: the page's refresh and stamp use that prefix. */
  alerts: {
    all: ['alerts'] as const,
    symptoms: (hospitalId: number) => ['alerts', 'symptoms', { hospitalId }] as const,
    messages: (hospitalId: number) => ['alerts', 'messages', { hospitalId }] as const,
    /** What the user has seen of a list: kept apart from `all`, which the refresh and stamp cover. */
    seen: (kind: AlertListKind, hospitalId: number) => ['alerts-seen', kind, { hospitalId }] as const,
    /** The intensity classes seen per patient and symptom, for 'Piorou'; every address's. */
    history: ['alerts-history'] as const,
    /** The alerts of a list the notifications already know (docs/decisions/0029-severe-alert-notifications.md). */
    notifiedAll: ['alerts-notified'] as const,
    notified: (hospitalId: number) => ['alerts-notified', { hospitalId }] as const,
  },
  /** Everything under `all` is refetched by the dashboard's 'Atualizar'. */
  dashboard: {
    all: ['dashboard'] as const,
    widget: (name: WidgetName, hospitalId: number) => ['dashboard', name, hospitalId] as const,
    newPatientsList: (hospitalId: number, days: number) => ['dashboard', 'new-patients-list', hospitalId, days] as const,
    monthly: (name: 'performance-status' | 'new-patients', hospitalId: number, start: string, end: string) =>
      ['dashboard', 'monthly', name, hospitalId, start, end] as const,
  },
  /** The dashboard's addresses (`GET api/dashboard/addresses`): the header's address choice. */
  addresses: { all: ['addresses'] as const },
  /** The institution's addresses (`GET api/institutionaddress`). */
  institutionAddresses: { all: ['institution-addresses'] as const },
  cidTypes: { all: ['cid-types'] as const },
  licences: { all: ['licences'] as const },
  patients,
  /**
   * Evolução Clínica: the tab's three answers, apart from `patients.detail(id)` (the record), so
   * that a save of the Ficha, which invalidates the record, does not refetch the charts and lists.
   */
  evolution: {
    all: evolutionAll,
    weeklyReports: (patientId: string) => [...evolutionAll(patientId), 'weekly-reports'] as const,
    painReadings: (patientId: string) => [...evolutionAll(patientId), 'pain-readings'] as const,
    symptoms: (patientId: string) => [...evolutionAll(patientId), 'symptoms'] as const,
  },
  /** Registros: apart from `patients`, so that a save of the Ficha does not refetch the records. */
  historyRecords: { ...resource('historyRecords'), types: () => ['historyRecords', 'types'] as const },
  chats: resource('patientChats'),
  attachments: resource('patientAttachments'),
  teams: {
    ...teams,
    /** The team's professionals and who of them navigates (`GET api/team/{id}/professionals`). */
    members: (id: string) => [...teams.detail(id), 'members'] as const,
    /** The team's status, from a call that carries it (the unpaged `GET api/team` may not). */
    status: (id: string) => [...teams.detail(id), 'status'] as const,
    /** Every team as an option of a select (the forms' and filters' team choice). */
    options: () => ['teams', 'options'] as const,
  },
  professionals: resource('professionals'),
  announcements: resource('announcements'),
  bi: {
    all: ['bi'] as const,
    /** The report's address (`GET api/powerbi/geturl`). */
    reportUrl: () => ['bi', 'report-url'] as const,
  },
};

/** Every key (and key prefix) the factories above build. */
type KeysOf<T> = T extends readonly unknown[]
  ? T
  : T extends (...args: never[]) => infer R
    ? KeysOf<R>
    : T extends object
      ? { [K in keyof T]: KeysOf<T[K]> }[keyof T]
      : never;
export type AppQueryKey = KeysOf<typeof keys>;

// TanStack Query takes only these keys, in a query, a filter or a cache edit: a key spelt by hand
// that no factory builds (a renamed one left behind) does not type-check.
declare module '@tanstack/react-query' {
  interface Register {
    queryKey: AppQueryKey;
  }
}
