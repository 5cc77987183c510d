import { describe, expect, it } from 'vitest';
import { professionalAppPasswordCreatedUrl } from '@/features/auth/professionalApp';
import { isStaleChunkError } from '@/lib/staleChunk';
import { formatAlertsStamp, formatDashboardStamp } from '@/lib/dates';
import { shouldRetry } from '@/app/queryClient';
import { ApiError } from '@/api/errors';

describe('professional app redirect', () => {
  it('carries the passwordCreated marker', () => {
    expect(professionalAppPasswordCreatedUrl('https://pro.clinica.com.br/app/')).toBe('https://pro.clinica.com.br/app/?passwordCreated=true');
  });
});

describe('stamps', () => {
  const at = new Date(2026, 10, 3, 9, 5).getTime();
  it('dashboard: DD/MM/YYYY H:mm', () => expect(formatDashboardStamp(at)).toBe('03/11/2026 9:05'));
  it('alerts: dd/MM/yyyy HH:mm followed by h', () => expect(formatAlertsStamp(at)).toBe('03/11/2026 09:05h'));
});

describe('retries', () => {
  it('retries once only what another try can cure', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'network' }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ kind: 'http', status: 503 }))).toBe(true);
    expect(shouldRetry(1, new ApiError({ kind: 'network' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'timeout' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'http', status: 400 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'invalid', status: 200 }))).toBe(false);
  });
});

describe('stale chunks', () => {
  it('recognises a lazy chunk gone after a deploy', () => {
    expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isStaleChunkError(new Error('Unable to preload CSS for /assets/alertas-x.css'))).toBe(true);
    expect(isStaleChunkError(new Error('boom'))).toBe(false);
  });
});
