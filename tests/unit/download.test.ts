import { beforeEach, describe, expect, it } from 'vitest';
import { buildUrl } from '@/api/client';
import { initApiClient } from '@/api/clientSetup';
import { apiPathOf } from '@/api/download';

describe('addresses the API hands over (attachments)', () => {
  beforeEach(() => {
    initApiClient({ baseUrl: 'https://api.exemplo.com.br/backend/', getToken: () => 't', onUnauthorized: () => undefined });
  });

  it('reads a path under the API base, absolute, root-relative or relative', () => {
    expect(apiPathOf('https://api.exemplo.com.br/backend/api/chat/attacheddocument/7/exame.pdf')).toBe('api/chat/attacheddocument/7/exame.pdf');
    expect(apiPathOf('/api/chat/attacheddocument/7')).toBe('api/chat/attacheddocument/7');
    expect(apiPathOf('api/chat/attacheddocument/7?v=2')).toBe('api/chat/attacheddocument/7?v=2');
  });

  it('refuses anything else, so that the token never goes there', () => {
    expect(apiPathOf('https://arquivos.outro.com/exame.pdf')).toBeNull();
    expect(apiPathOf('https://api.exemplo.com.br/outro/api/x')).toBeNull();
    expect(apiPathOf('http://api.exemplo.com.br/backend/api/x')).toBeNull();
    expect(apiPathOf('javascript:alert(1)')).toBeNull();
    expect(apiPathOf('data:application/pdf;base64,JVBE')).toBeNull();
  });

  it('never builds a request to another host', () => {
    expect(() => buildUrl('https://arquivos.outro.com/exame.pdf')).toThrow();
    expect(buildUrl('/api/patient/export/3').href).toBe('https://api.exemplo.com.br/backend/api/patient/export/3');
  });
});
