// @vitest-environment jsdom
/**
 * Where a patient's photo may load from (docs/security.md): never a tracking pixel on
 * any host.
 */
import { describe, expect, it } from 'vitest';
import { photoUrl } from '@/features/patients/components/PatientSummary';

const API = 'http://api.clinica.local:8080/painel/';

describe('a patient photo', () => {
  it('loads inline images, https addresses and the API’s own origin', () => {
    expect(photoUrl('data:image/png;base64,iVBORw0KGgo=', API)).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(photoUrl('https://fotos.exemplo.com.br/12.jpg', API)).toBe('https://fotos.exemplo.com.br/12.jpg');
    expect(photoUrl('http://api.clinica.local:8080/fotos/12.jpg', API)).toBe('http://api.clinica.local:8080/fotos/12.jpg');
    expect(photoUrl('api/patient/photo/12', API)).toBe('http://api.clinica.local:8080/painel/api/patient/photo/12');
  });

  it('refuses plain http on another host, other schemes, other inline types and nothing', () => {
    expect(photoUrl('http://rastreio.exemplo.com/pixel.gif', API)).toBeNull();
    expect(photoUrl('http://api.clinica.local:9090/fotos/12.jpg', API)).toBeNull();
    expect(photoUrl('javascript:alert(1)', API)).toBeNull();
    expect(photoUrl('data:text/html;base64,PGI+', API)).toBeNull();
    expect(photoUrl('data:image/svg+xml;base64,PHN2Zz4=', API)).toBeNull();
    expect(photoUrl('', API)).toBeNull();
    expect(photoUrl(null, API)).toBeNull();
  });
});
