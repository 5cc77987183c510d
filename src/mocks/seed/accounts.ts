import type { Account } from '../types';
import { SAO_LUCAS_ID, SERRA_AZUL_ID, VIDA_PLENA_ID } from './institutions';

export const DEMO_PASSWORD = 'Demo@123';

/**
 * The six demo logins. Their FeaturesId claims are deliberately serialised in every shape the
 * real API has been seen to use (number array, string array, scalar), so the client's decoding
 * is exercised by the demo itself.
 */
export function seedAccounts(): Account[] {
  const base = { Password: DEMO_PASSWORD, IsTrial: false, TrialRemainingDays: 0, TokenShape: 'object' } as const;
  return [
    {
      ...base,
      Login: 'admin@painel.demo',
      Name: 'Mariana Albuquerque',
      InstitutionId: VIDA_PLENA_ID,
      Profile: 'admin',
      FeaturesClaim: [3, 4, 5],
      Description: 'Administradora com todos os recursos (equipes, dashboard e BI).',
    },
    {
      ...base,
      Login: 'semdashboard@painel.demo',
      Name: 'Ricardo Tavares',
      InstitutionId: VIDA_PLENA_ID,
      Profile: 'admin',
      FeaturesClaim: ['3', '5'],
      Description: 'Administrador sem o dashboard: vê o aviso de recurso exclusivo para assinantes.',
    },
    {
      ...base,
      Login: 'teste@painel.demo',
      Name: 'Juliana Prado',
      InstitutionId: VIDA_PLENA_ID,
      Profile: 'leader',
      IsTrial: true,
      TrialRemainingDays: 12,
      FeaturesClaim: '4',
      Description: 'Líder em período de teste (faltam 12 dias), somente com o dashboard.',
    },
    {
      ...base,
      Login: 'hospital165@painel.demo',
      Name: 'Fernando Queiroz',
      InstitutionId: SAO_LUCAS_ID,
      Profile: 'admin',
      FeaturesClaim: [4],
      TokenShape: 'string',
      Description: 'Administrador do Hospital São Lucas do Litoral (instituição 165): logo próprio e entrada pelos alertas.',
    },
    {
      ...base,
      Login: 'medico@painel.demo',
      Name: 'Paulo Henrique Siqueira',
      InstitutionId: VIDA_PLENA_ID,
      Profile: 'doctor',
      FeaturesClaim: [4],
      Description: 'Médico: a barra superior não mostra instituição nem nome.',
    },
    {
      ...base,
      Login: 'admin@serraazul.demo',
      Name: 'Cláudia Figueiredo',
      InstitutionId: SERRA_AZUL_ID,
      Profile: 'admin',
      FeaturesClaim: [3, 4],
      Description: 'Administradora da Clínica Oncológica Serra Azul, instituição sem licenças de pacientes (a lista de pacientes não tem a coluna Licenciado).',
    },
  ];
}
