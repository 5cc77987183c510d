/** The record's tabs (spec 02 §2), in order; the URL names the tab: /pacientes/editar/{tab}/{id}. */
export const RECORD_TABS = ['ficha', 'registros', 'evolucao_clinica', 'conversas_encerradas', 'anexos'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

export function isRecordTab(value: string): value is RecordTab {
  return (RECORD_TABS as readonly string[]).includes(value);
}

/** What each tab but the Ficha receives from the record's container. */
export interface RecordTabProps {
  patientId: string;
  /** The patient is of another institution (spec 02 §4): nothing may be added, changed or deleted. */
  viewOnly: boolean;
}
