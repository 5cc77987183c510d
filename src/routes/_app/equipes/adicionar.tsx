import { createFileRoute, redirect } from '@tanstack/react-router';
import { FEATURE_TEAM_ADD, hasFeature } from '@/session/rules';
import { TeamFormScreen } from '@/features/teams/components/TeamFormScreen';

export const Route = createFileRoute('/_app/equipes/adicionar')({
  // Adding a team requires feature 3 (spec 02 §6), whichever way the user came here.
  beforeLoad: ({ context }) => {
    if (!hasFeature(context.features, FEATURE_TEAM_ADD)) throw redirect({ to: '/equipes', replace: true });
  },
  component: () => <TeamFormScreen id={null} />,
});
