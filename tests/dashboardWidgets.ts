/** The dashboard's widget titles, in the spec's layout order: the suites find each widget by it. */
export const DASHBOARD_WIDGETS = [
  'Profissionais e pacientes',
  'Performance Status',
  'Tratamento',
  'Distribuição por CID',
  'Profissionais ativos',
  'Novos pacientes',
  'Pacientes com dor moderada ou intensa',
  'Pacientes com febre',
  'Relatos semanais',
  'Pacientes que relataram sintomas',
  'Demandas de comunicação',
] as const;
