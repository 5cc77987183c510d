import { describe, expect, it } from 'vitest';
import { loginLanding, publicRouteRedirect } from '@/session/rules';

describe('landing rules', () => {
  it('login lands on the dashboard with feature 4, otherwise on the alerts', () => {
    expect(loginLanding({ institutionId: 1, features: [3, 4, 5] })).toBe('/dashboard');
    expect(loginLanding({ institutionId: 1, features: [3, 5] })).toBe('/alertas');
    expect(loginLanding({ institutionId: 1, features: [] })).toBe('/alertas');
  });

  it('institution 165 lands on the alerts page', () => {
    expect(loginLanding({ institutionId: 165, features: [4] })).toBe('/alertas');
    expect(publicRouteRedirect({ institutionId: 165, features: [4] })).toBe('/alertas');
  });

  it('a public route with a session goes to the dashboard', () => {
    expect(publicRouteRedirect({ institutionId: 1, features: [] })).toBe('/dashboard');
  });
});
