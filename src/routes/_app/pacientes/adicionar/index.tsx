import { createFileRoute, redirect } from '@tanstack/react-router';

/** The old route names addPatient and editPatient lead to the patients list (spec 02 §2). */
export const Route = createFileRoute('/_app/pacientes/adicionar/')({
  beforeLoad: () => {
    throw redirect({ to: '/pacientes', replace: true });
  },
});
