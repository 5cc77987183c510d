import { createFileRoute } from '@tanstack/react-router';
import { ProfessionalFormScreen } from '@/features/professionals/components/ProfessionalFormScreen';
import { prefetchFrom } from '@/ui/prefetchFrom';

export const Route = createFileRoute('/_app/profissionais/adicionar')({
  loader: ({ context }) => {
    prefetchFrom(
      () => import('@/features/professionals/api/loaders'),
      (m) => m.loadProfessionalForm(context.queryClient, null),
    );
  },
  component: () => <ProfessionalFormScreen id={null} />,
});
