import { createFileRoute } from '@tanstack/react-router';
import { ProfessionalFormScreen } from '@/features/professionals/components/ProfessionalFormScreen';

export const Route = createFileRoute('/_app/profissionais/adicionar')({
  loader: ({ context }) => {
    import('@/features/professionals/api/loaders').then(
      (m) => m.loadProfessionalForm(context.queryClient, null),
      () => undefined,
    );
  },
  component: () => <ProfessionalFormScreen id={null} />,
});
