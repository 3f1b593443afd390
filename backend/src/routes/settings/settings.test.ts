import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsDto } from '@itsite/shared/contract';
import { Client, DB_KINDS, desktopLogin, startTestServer, webLogin, type TestServer } from '../../test/harness.js';

const settings = {
  companyName: 'Nexora Technologies',
  tagline: 'IT services that grow with you',
  address: '4th Floor, Sector 62, Noida, Uttar Pradesh 201309, India',
  phones: ['+91 98765 43210', '+91 12345 67890'],
  email: 'info@nexora.example',
  whatsappNumber: '919876543210',
  social: { linkedin: 'https://www.linkedin.com/company/nexora', facebook: '', instagram: '', x: 'https://x.com/nexora' },
  mapEmbedUrl: '',
  chatWidgetScriptUrl: '',
  publicReviewUrl: 'https://g.page/r/nexora/review',
};

describe.each(DB_KINDS)('settings [%s]', (kind) => {
  let server: TestServer;
  let anon: Client;

  beforeAll(async () => {
    server = await startTestServer(kind);
    anon = new Client(server.url);
  });
  afterAll(() => server?.close());

  describe('GET /api/v1/settings', () => {
    it('answers neutral defaults before anything is saved, with no outside services enabled', async () => {
      const res = await anon.get<{ settings: SettingsDto }>('/api/v1/settings');
      expect(res.status).toBe(200);
      expect(res.body.settings.chatWidgetScriptUrl).toBe('');
      expect(res.body.settings.mapEmbedUrl).toBe('');
    });
  });

  describe('PUT /api/v1/admin/settings', () => {
    it('saves the settings for everyone to read', async () => {
      const admin = await webLogin(server.url);
      const res = await admin.put<{ settings: SettingsDto }>('/api/v1/admin/settings', { json: settings });
      expect(res.status).toBe(200);
      const read = await anon.get<{ settings: SettingsDto }>('/api/v1/settings');
      expect(read.body.settings).toMatchObject(settings);
    });

    it.each([
      ['email', { ...settings, email: 'nope' }],
      ['social.facebook', { ...settings, social: { ...settings.social, facebook: 'javascript:alert(1)' } }],
      ['chatWidgetScriptUrl', { ...settings, chatWidgetScriptUrl: 'http://insecure.example/chat.js' }],
      ['whatsappNumber', { ...settings, whatsappNumber: '+91 98765' }],
      ['phones', { ...settings, phones: [] }],
    ])('refuses a bad %s with 400 and keeps the saved settings', async (field, body) => {
      const admin = await desktopLogin(server.url);
      await admin.put('/api/v1/admin/settings', { json: settings });
      const res = await admin.put<{ errors: Array<{ path: string }> }>('/api/v1/admin/settings', { json: body });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e) => e.path)).toContain(field);
      expect((await anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings).toMatchObject(settings);
    });

    it('is refused to visitors', async () => {
      expect((await anon.put('/api/v1/admin/settings', { json: settings })).status).toBe(401);
    });
  });
});
