import { createFileRoute, notFound } from '@tanstack/react-router';
import { PatientContainer } from '@/features/patients/components/PatientContainer';
import { isRecordTab } from '@/features/patients/tabs';

/**
 * /pacientes/editar/{ficha|registros|evolucao_clinica|conversas_encerradas|anexos}/$id (spec 02
 * §2): one route whose first parameter is the tab, so the five children cost one route
 * definition on the first load (docs/decisions/0006-patient-record.md). Another tab name is a
 * page that does not exist.
 */
export const Route = createFileRoute('/_app/pacientes/editar/$tab/$id')({
  params: {
    parse: ({ tab, id }) => {
      if (!isRecordTab(tab)) throw notFound();
      return { tab, id };
    },
  },
  loader: async ({ context, params }) => {
    const { loadPatientRecord } = await import('@/features/patients/api/loaders');
    await loadPatientRecord(context.queryClient, params.id);
  },
  component: function EditPatient() {
    const { tab, id } = Route.useParams();
    return <PatientContainer tab={tab} id={id} />;
  },
});
