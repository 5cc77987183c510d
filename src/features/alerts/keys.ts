/** Everything on the alerts page sits under `all`: the page's refresh and stamp use that prefix. */
export const alertKeys = {
  all: ['alerts'] as const,
  symptoms: (hospitalId: number) => [...alertKeys.all, 'symptoms', { hospitalId }] as const,
  messages: (hospitalId: number) => [...alertKeys.all, 'messages', { hospitalId }] as const,
  /** What the user has seen of a list: kept apart from `all`, which the refresh and stamp cover. */
  seen: (kind: AlertListKind, hospitalId: number) => ['alerts-seen', kind, { hospitalId }] as const,
};

export type AlertListKind = 'symptoms' | 'messages';
