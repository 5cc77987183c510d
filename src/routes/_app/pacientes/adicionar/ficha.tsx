import { createFileRoute } from '@tanstack/react-router';
import { PatientContainer } from '@/features/patients/components/PatientContainer';

export const Route = createFileRoute('/_app/pacientes/adicionar/ficha')({
  loader: ({ context }) => {
    import('@/features/patients/api/loaders').then(
      (m) => m.loadPatientRecord(context.queryClient, null),
      () => undefined,
    );
  },
  component: () => <PatientContainer tab="ficha" id={null} />,
});
