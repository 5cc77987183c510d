import { createFileRoute } from '@tanstack/react-router';
import { ProfessionalFormScreen } from '@/features/professionals/components/ProfessionalFormScreen';

export const Route = createFileRoute('/_app/profissionais/editar/$id')({
  loader: async ({ context, params }) => {
    const { loadProfessionalForm } = await import('@/features/professionals/api/loaders');
    await loadProfessionalForm(context.queryClient, params.id);
  },
  component: function EditProfessional() {
    return <ProfessionalFormScreen id={Route.useParams().id} />;
  },
});
