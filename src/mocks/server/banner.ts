import type { DemoAccount } from '../accounts';
import type { DemoShapes, WorseningSetting } from '../control';
import { WORSENED_PAIN } from '../seed/triage';

/** A plain-text table; terminals without box-drawing fonts still align it. */
function accountsTable(accounts: readonly DemoAccount[]): string {
  const headers = ['Login', 'Senha', 'Descrição'] as const;
  const rows = accounts.map((account) => [account.login, account.password, account.description] as const);
  const loginWidth = Math.max(headers[0].length, ...rows.map((row) => row[0].length));
  const secretWidth = Math.max(headers[1].length, ...rows.map((row) => row[1].length));
  const line = (cells: readonly [string, string, string]): string => `  ${cells[0].padEnd(loginWidth)}  ${cells[1].padEnd(secretWidth)}  ${cells[2]}`;
  return [line(headers), line(['-'.repeat(loginWidth), '-'.repeat(secretWidth), '-'.repeat(9)]), ...rows.map(line)].join('\n');
}

/** What the worsening switch will show, and when (lib/worsening.ts). */
function worseningLine(worsening: WorseningSetting): string[] {
  if (worsening === false) return [];
  const when = worsening === 1 ? 'desde a primeira resposta' : `a partir da ${worsening}ª resposta`;
  return [
    `Piora de demonstração: ${when} da lista de alertas (cada atualização conta), Benedito Cavalcanti envia dor EVA ${WORSENED_PAIN} (a pendente era EVA 4), e o alerta vem com 'Piorou'. DEMO_WORSENING=off desliga.`,
  ];
}

export function startBanner(
  url: string,
  accounts: readonly DemoAccount[],
  shapes: DemoShapes = 'default',
  reportOrigin?: string,
  worsening: WorseningSetting = false,
): string {
  return [
    '',
    `Painel (demonstração) disponível em ${url}`,
    'A API de demonstração responde na mesma origem (dados fictícios, reiniciados a cada execução).',
    ...(reportOrigin ? [`O relatório de BI de demonstração vem de outra origem, ${reportOrigin} (listada em biReportOrigins do /config.json servido).`] : []),
    ...(shapes === 'alternate'
      ? ['Formatos alternativos ativos (DEMO_SHAPES=alternate): painel e alertas respondem nos outros formatos da especificação.']
      : []),
    ...(shapes === 'spec'
      ? [
          'Formato da especificação ativo (DEMO_SHAPES=spec): a ficha do paciente só traz os campos da especificação, com Status numérico, e o login responde com tipos soltos (Id e dias como texto, IsTrial 0/1, Profile numérico, sem o nome do usuário).',
        ]
      : []),
    ...worseningLine(worsening),
    '',
    'Contas de demonstração:',
    accountsTable(accounts),
    '',
    'Pressione Ctrl+C para encerrar.',
    '',
  ].join('\n');
}
