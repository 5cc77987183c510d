export const alertKeys = {
  all: ['alerts'] as const,
};
