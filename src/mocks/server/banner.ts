import type { DemoAccount } from '../accounts';
import type { DemoShapes } from '../control';

/** A plain-text table; terminals without box-drawing fonts still align it. */
function accountsTable(accounts: readonly DemoAccount[]): string {
  const headers = ['Login', 'Senha', 'Descrição'] as const;
  const rows = accounts.map((account) => [account.login, account.password, account.description] as const);
  const loginWidth = Math.max(headers[0].length, ...rows.map((row) => row[0].length));
  const secretWidth = Math.max(headers[1].length, ...rows.map((row) => row[1].length));
  const line = (cells: readonly [string, string, string]): string =>
    `  ${cells[0].padEnd(loginWidth)}  ${cells[1].padEnd(secretWidth)}  ${cells[2]}`;
  return [line(headers), line(['-'.repeat(loginWidth), '-'.repeat(secretWidth), '-'.repeat(9)]), ...rows.map(line)].join('\n');
}

export function startBanner(url: string, accounts: readonly DemoAccount[], shapes: DemoShapes = 'default', reportOrigin?: string): string {
  return [
    '',
    `Painel (demonstração) disponível em ${url}`,
    'A API de demonstração responde na mesma origem (dados fictícios, reiniciados a cada execução).',
    ...(reportOrigin ? [`O relatório de BI de demonstração vem de outra origem, ${reportOrigin} (listada em biReportOrigins do /config.json servido).`] : []),
    ...(shapes === 'alternate' ? ['Formatos alternativos ativos (DEMO_SHAPES=alternate): painel e alertas respondem nos outros formatos da especificação.'] : []),
    ...(shapes === 'spec' ? ['Formato da especificação ativo (DEMO_SHAPES=spec): a ficha do paciente só traz os campos da especificação, com Status numérico.'] : []),
    '',
    'Contas de demonstração:',
    accountsTable(accounts),
    '',
    'Pressione Ctrl+C para encerrar.',
    '',
  ].join('\n');
}
