import { describe, expect, it } from 'vitest';
import { isTrustedSender, navigationDecision, RENDERER_CSP, SECURE_WEB_PREFERENCES } from './security.js';

describe('navigationDecision', () => {
  it('keeps the console on its own origin', () => {
    expect(navigationDecision('app://console/index.html#/admin/products')).toBe('allow');
  });

  it('opens https, mail and phone links in the system', () => {
    expect(navigationDecision('https://www.example.com/blog/1')).toBe('open-external');
    expect(navigationDecision('mailto:lead@example.in')).toBe('open-external');
    expect(navigationDecision('tel:+919876543210')).toBe('open-external');
  });

  it.each(['http://www.example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'app://other/', 'data:text/html,x', 'smb://share', 'nonsense'])(
    'refuses %s',
    (url) => {
      expect(navigationDecision(url)).toBe('deny');
    },
  );

  it('allows the dev server only when one is running', () => {
    expect(navigationDecision('http://127.0.0.1:5173/')).toBe('deny');
    expect(navigationDecision('http://127.0.0.1:5173/', { devServerUrl: 'http://127.0.0.1:5173' })).toBe('allow');
  });
});

describe('isTrustedSender', () => {
  it('trusts only the console page', () => {
    expect(isTrustedSender('app://console/index.html')).toBe(true);
    expect(isTrustedSender('https://www.example.com/')).toBe(false);
    expect(isTrustedSender(undefined)).toBe(false);
  });
});

describe('renderer hardening', () => {
  it('isolates and sandboxes the page', () => {
    expect(SECURE_WEB_PREFERENCES).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
  });

  it('has a strict CSP: same origin only, no plugins, no base or frame tricks', () => {
    for (const directive of [
      "default-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "style-src 'self' 'unsafe-inline'",
    ]) {
      expect(RENDERER_CSP).toContain(directive);
    }
    expect(RENDERER_CSP).not.toMatch(/script-src[^;]*unsafe/);
  });
});
