/**
 * The pt-BR message catalogue, first part: what the first load may show (the shell, the login
 * screen, startup and route errors, the offline and update notices, the alert helper's texts).
 * Strings from the spec are quoted exactly, accents and typos included ('possivel', 'concluida',
 * 'necessario seleconar', 'no maximo'). Every other screen's sections are added in `./screens`,
 * which those screens import instead (docs/decisions/0005-catalogue-split.md).
 */
export const messages = {
  validation: {
    required: 'Campo obrigatório.',
    passwordsDiffer: 'As senhas não são iguais.',
    email: 'Informe um email válido.',
    maxLength: (n: number) => `O campo pode conter no máximo ${n} caracteres.`,
    minLength: (n: number) => `O campo deve conter no mínimo ${n} caracteres.`,
    noWhitespace: 'A senha não pode conter espaços.',
  },
  alerts: {
    danger: 'Ocorreu um erro. Tente novamente.',
    success: 'Sua ação foi concluida com sucesso.',
    emptyList: 'Nenhum resultado foi encontrado.',
    delete: 'O registro foi deletado com sucesso.',
    save: 'O registro foi inserido com sucesso.',
    edit: 'O registro foi editado com sucesso.',
    firstPassword: 'Senha cadastrada com sucesso.',
    passwordChanged: 'Sua senha foi alterada com sucesso.',
    expiredToken: 'Token incorreto ou expirado.',
    sessionExpired: 'Sessão expirada. Realize o login novamente.',
    lockedOut: 'Sessão encerrada após cinco senhas incorretas no bloqueio. Os dados guardados neste aparelho foram apagados. Realize o login novamente.',
    forgotPassword: 'Confira seu e-mail para encontrar instruções para recuperar sua senha.',
    notFound: 'O registro não foi encontrado.',
    teamNotFound: 'Equipe não encontrada.',
    professionalNotFound: 'Profissional não encontrado.',
    patientNotFound: 'Paciente não encontrado.',
  },
  success: {
    teamUpdated: 'Equipe atualizada com sucesso.',
    announcementSent: 'O comunicado foi enviado com sucesso.',
    professionalEdited: 'Profissional editado com sucesso.',
  },
  http: {
    timeout: 'O servidor demorou demais para responder. Tente novamente.',
    network:
      'Não foi possível conectar ao servidor: esta ação precisa de conexão. Nada do que você digitou foi perdido; tente novamente quando a conexão voltar.',
    invalidAnswer: 'O servidor respondeu em um formato inesperado. Tente novamente mais tarde.',
  },
  config: {
    title: 'Não foi possível iniciar o Painel',
    missing: 'O arquivo de configuração (config.json) não foi encontrado. Peça ao responsável pela instalação que o publique ao lado do index.html.',
    malformed: 'O arquivo de configuração (config.json) está inválido. Peça ao responsável pela instalação que o corrija.',
    fieldsLabel: 'Campos com problema:',
    retry: 'Tentar novamente',
    unreachable:
      'Não foi possível carregar a configuração do Painel: não há conexão com o servidor e este aparelho ainda não guardou uma configuração. Verifique sua conexão e tente novamente.',
    storage:
      'O navegador está bloqueando o armazenamento de dados deste site, e sem ele não é possível manter sua sessão. Permita cookies e dados de sites para este endereço nas configurações do navegador e tente novamente.',
    unexpected:
      'Ocorreu um erro inesperado ao carregar o Painel. Verifique sua conexão e tente novamente; se o problema continuar, avise o responsável pela instalação.',
  },
  fatal: {
    title: 'Algo deu errado nesta tela',
    text: 'Ocorreu um erro inesperado. Seus dados não foram perdidos; tente recarregar a página.',
    reload: 'Recarregar a página',
    notFoundTitle: 'Página não encontrada',
    notFoundText: 'O endereço acessado não existe no Painel.',
    backHome: 'Voltar ao início',
  },
  login: {
    title: 'Bem Vindo!',
    login: 'Login',
    password: 'Senha',
    forgot: 'Esqueci a senha',
    submit: 'Entrar',
  },
  /** The lock screen of a shared workstation (session/lock.ts): our own words, not the spec's. */
  lock: {
    title: 'Painel bloqueado',
    signedInAs: (name: string) => `Sessão de ${name}.`,
    text: 'O Painel foi bloqueado por falta de uso ou porque o navegador foi fechado. Digite sua senha para continuar de onde parou.',
    password: 'Senha',
    unlock: 'Desbloquear',
    logout: 'Sair',
    wrong: (remaining: number) =>
      remaining === 1
        ? 'Senha incorreta. Resta 1 tentativa: depois dela, a sessão será encerrada e os dados guardados neste aparelho, apagados.'
        : `Senha incorreta. Restam ${remaining} tentativas.`,
    /** The derivation could not run (memory refused): no try was counted. */
    /** A severe alert's notification while the console is locked, and every shown one at the lock. */
    notification: 'Novo alerta grave no Painel',
    cannotCheck:
      'Não foi possível verificar a senha neste aparelho agora: o navegador não liberou a memória necessária. Feche outras abas ou programas e tente de novo. Esta tentativa não foi contada.',
  },
  /** The logo's alternative texts: the login screen shows the logo too. */
  logo: {
    painel: 'Logotipo do Painel',
    institution: 'Logotipo da instituição',
  },
  offline: {
    banner: (since: string) =>
      `Sem conexão desde ${since}. O que já foi carregado neste aparelho aparece somente para leitura; alterações e dados ainda não carregados precisam de conexão.`,
    bannerCopyGone: (since: string) =>
      `Sem conexão desde ${since}. O navegador apagou os dados que o Painel guardava neste aparelho para uso sem conexão (após dias sem uso ou por falta de espaço): eles voltam quando a conexão voltar.`,
    /** The login and the other public screens: no session, so nothing of one to read on this device. */
    bannerSignedOut: (since: string) => `Sem conexão desde ${since}. Para entrar no Painel, é preciso estar conectado.`,
    staleSince: (stamp: string) => `Dados de ${stamp}`,
    noCachedData: 'Sem conexão: estes dados ainda não foram carregados neste aparelho e precisam de conexão.',
    toAlerts: 'Ver os últimos alertas recebidos',
    refreshOffline: 'Sem conexão: não é possível atualizar agora. Os dados são atualizados quando a conexão voltar.',
  },
  pwa: {
    updateAvailable: 'Nova versão disponível',
    updateText: 'Uma nova versão do Painel foi instalada. Atualize quando for conveniente.',
    update: 'Atualizar',
    later: 'Depois',
    staleChunk: 'Esta tela foi atualizada no servidor. Recarregue a página para usar a nova versão.',
  },
  common: {
    loading: 'Carregando…',
    back: 'Voltar',
    close: 'Fechar',
    showPassword: 'Mostrar senha',
  },
} as const;

/** Message keys that a route may carry in its `message` search param and show on arrival. */
export const arrivalMessageKeys = [
  'firstPasswordCreated',
  'expiredToken',
  'danger',
  'passwordChanged',
  'sessionExpired',
  'teamSaved',
  'teamUpdated',
  'teamNotFound',
  'professionalSaved',
  'professionalEdited',
  'professionalNotFound',
  'patientNotFound',
  'announcementSent',
  'lockedOut',
] as const;
export type ArrivalMessageKey = (typeof arrivalMessageKeys)[number];
