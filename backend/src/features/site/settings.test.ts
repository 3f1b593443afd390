import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsDto } from '@itsite/shared/contract';
import sharp from 'sharp';
import { SettingsEntity } from '../../data/entities/index.js';
import { SETTINGS_ROW_ID } from '../../data/settings.js';
import { Client, DB_KINDS, desktopLogin, fileBlob, pngBytes, startTestServer, type TestServer, uploadedFiles, webLogin, withServer } from '../../test/harness.js';

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
  const t = withServer(kind);

  describe('GET /api/v1/settings', () => {
    it('answers neutral defaults before anything is saved, with no outside services enabled', async () => {
      const res = await t.anon.get<{ settings: SettingsDto }>('/api/v1/settings');
      expect(res.status).toBe(200);
      expect(res.body.settings.chatWidgetScriptUrl).toBe('');
      expect(res.body.settings.mapEmbedUrl).toBe('');
      expect(res.body.settings.timeZone).toBe('Asia/Kolkata');
    });
  });

  describe('a settings row edited in the database by hand', () => {
    // The public cache is off: it keeps answers until a save through the API, which a hand edit is not.
    let uncached: TestServer;
    beforeAll(async () => {
      uncached = await startTestServer(kind, { publicCacheBytes: 0 });
    });
    afterAll(() => uncached?.close());

    it('shows a row edited by hand at once, and neutral defaults (never an error) when the edit broke it', async () => {
      const admin = await webLogin(uncached.url);
      const visitor = new Client(uncached.url);
      await admin.put('/api/v1/admin/settings', { json: settings });
      const rows = uncached.running.db.getRepository(SettingsEntity);
      const saved = (await rows.findOneByOrFail({ id: SETTINGS_ROW_ID })).data;
      try {
        await rows.update({ id: SETTINGS_ROW_ID }, { data: JSON.stringify({ ...JSON.parse(saved), tagline: 'Edited in the database' }) });
        expect((await visitor.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings.tagline).toBe('Edited in the database');
        for (const broken of ['{"companyName": ', JSON.stringify({ ...JSON.parse(saved), timeZone: 'Mars/Olympus' })]) {
          await rows.update({ id: SETTINGS_ROW_ID }, { data: broken });
          const read = await visitor.get<{ settings: SettingsDto }>('/api/v1/settings');
          expect(read.status).toBe(200);
          expect(read.body.settings).toMatchObject({ companyName: 'Your Company', timeZone: 'Asia/Kolkata' });
        }
      } finally {
        await rows.update({ id: SETTINGS_ROW_ID }, { data: saved });
      }
      expect((await visitor.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings).toMatchObject(settings);
    });
  });

  describe('PUT /api/v1/admin/settings', () => {
    it('saves the settings for everyone to read', async () => {
      const admin = await webLogin(t.server.url);
      const res = await admin.put<{ settings: SettingsDto }>('/api/v1/admin/settings', { json: settings });
      expect(res.status).toBe(200);
      const read = await t.anon.get<{ settings: SettingsDto }>('/api/v1/settings');
      expect(read.body.settings).toMatchObject(settings);
    });

    it('keeps the site time zone it is given, and the one saved when a client leaves it out', async () => {
      const admin = await webLogin(t.server.url);
      await admin.put('/api/v1/admin/settings', { json: { ...settings, timeZone: 'Europe/Berlin' } });
      expect((await t.anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings.timeZone).toBe('Europe/Berlin');
      await admin.put('/api/v1/admin/settings', { json: { ...settings, tagline: 'Same zone' } });
      expect((await t.anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings).toMatchObject({ tagline: 'Same zone', timeZone: 'Europe/Berlin' });
      await admin.put('/api/v1/admin/settings', { json: settings });
    });

    it('keeps the country as its code in capitals, and the one saved when a client leaves it out', async () => {
      const admin = await webLogin(t.server.url);
      expect((await t.anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings.country).toBe('IN');
      await admin.put('/api/v1/admin/settings', { json: { ...settings, country: ' ae ' } });
      expect((await t.anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings.country).toBe('AE');
      // (These settings, as an older client sends them, have no country.)
      await admin.put('/api/v1/admin/settings', { json: { ...settings, tagline: 'Same country' } });
      expect((await t.anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings).toMatchObject({ tagline: 'Same country', country: 'AE' });
      await admin.put('/api/v1/admin/settings', { json: settings });
    });

    it.each([
      ['email', { ...settings, email: 'nope' }],
      ['social.facebook', { ...settings, social: { ...settings.social, facebook: 'javascript:alert(1)' } }],
      ['chatWidgetScriptUrl', { ...settings, chatWidgetScriptUrl: 'http://insecure.example/chat.js' }],
      ['whatsappNumber', { ...settings, whatsappNumber: '+91 98765' }],
      ['phones', { ...settings, phones: [] }],
      ['timeZone', { ...settings, timeZone: 'Mars/Olympus' }],
      ['timeZone', { ...settings, timeZone: '' }],
      ['country', { ...settings, country: 'India' }],
      ['country', { ...settings, country: '' }],
    ])('refuses a bad %s with 400 and keeps the saved settings', async (field, body) => {
      const admin = await desktopLogin(t.server.url);
      await admin.put('/api/v1/admin/settings', { json: settings });
      const res = await admin.put<{ errors: Array<{ path: string }> }>('/api/v1/admin/settings', { json: body });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e) => e.path)).toContain(field);
      expect((await t.anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings).toMatchObject(settings);
    });

    it('is refused to visitors', async () => {
      expect((await t.anon.put('/api/v1/admin/settings', { json: settings })).status).toBe(401);
    });
  });

  describe('portraits: PUT and DELETE /api/v1/admin/settings/portraits/:person', () => {
    const portrait = async (bytes: Buffer, type = 'image/png') => {
      const form = new FormData();
      form.append('image', fileBlob(bytes, type), 'portrait.png');
      return form;
    };
    const current = async () => (await t.anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings;

    it('shows no portrait until one is uploaded, then the uploaded image for everyone', async () => {
      expect((await current()).founderPortrait).toBe('');
      const admin = await desktopLogin(t.server.url);
      const res = await admin.put<{ settings: SettingsDto }>('/api/v1/admin/settings/portraits/founder', { form: await portrait(await pngBytes()) });
      expect(res.status).toBe(200);
      const path = res.body.settings.founderPortrait;
      expect(path).toMatch(/^\/uploads\/[\w.-]+$/);
      expect((await current()).founderPortrait).toBe(path);
      expect((await current()).coFounderPortrait).toBe('');
      const image = await t.anon.get(path);
      expect(image.status).toBe(200);
    });

    it('replaces a portrait and deletes the file it replaced; saving the settings form keeps it', async () => {
      const admin = await desktopLogin(t.server.url);
      const first = (await admin.put<{ settings: SettingsDto }>('/api/v1/admin/settings/portraits/coFounder', { form: await portrait(await pngBytes('#14B8A6')) })).body.settings.coFounderPortrait;
      const second = (await admin.put<{ settings: SettingsDto }>('/api/v1/admin/settings/portraits/coFounder', { form: await portrait(await pngBytes('#F59E0B')) })).body.settings.coFounderPortrait;
      expect(second).not.toBe(first);
      const files = await uploadedFiles(t.server);
      expect(files).toContain(second.split('/').pop());
      expect(files).not.toContain(first.split('/').pop());
      // The settings form does not send portraits (nor may it set them): they stay.
      const saved = await admin.put<{ settings: SettingsDto }>('/api/v1/admin/settings', { json: { ...settings, coFounderPortrait: '/uploads/elsewhere.png' } });
      expect(saved.status).toBe(200);
      expect((await current()).coFounderPortrait).toBe(second);
    });

    it('removes a portrait (the page shows the initial again) and its file', async () => {
      const admin = await desktopLogin(t.server.url);
      const path = (await admin.put<{ settings: SettingsDto }>('/api/v1/admin/settings/portraits/founder', { form: await portrait(await pngBytes()) })).body.settings.founderPortrait;
      const res = await admin.delete<{ settings: SettingsDto }>('/api/v1/admin/settings/portraits/founder');
      expect(res.status).toBe(200);
      expect((await current()).founderPortrait).toBe('');
      expect(await uploadedFiles(t.server)).not.toContain(path.split('/').pop());
    });

    it('refuses an unknown person (404), a missing file (400) and a file that is not an image (415), changing nothing', async () => {
      const admin = await desktopLogin(t.server.url);
      const before = await current();
      expect((await admin.put('/api/v1/admin/settings/portraits/ceo', { form: await portrait(await pngBytes()) })).status).toBe(404);
      const empty = await admin.put<{ errors: Array<{ path: string }> }>('/api/v1/admin/settings/portraits/founder', { form: new FormData() });
      expect(empty.status).toBe(400);
      expect(empty.body.errors.map((e) => e.path)).toEqual(['image']);
      expect((await admin.put('/api/v1/admin/settings/portraits/founder', { form: await portrait(Buffer.from('<svg/>'), 'image/png') })).status).toBe(415);
      expect(await current()).toEqual(before);
    });

    it('is refused to visitors', async () => {
      expect((await t.anon.put('/api/v1/admin/settings/portraits/founder', { form: await portrait(await pngBytes()) })).status).toBe(401);
      expect((await t.anon.delete('/api/v1/admin/settings/portraits/founder')).status).toBe(401);
    });

    it('serves an image that decodes', async () => {
      const admin = await desktopLogin(t.server.url);
      const path = (await admin.put<{ settings: SettingsDto }>('/api/v1/admin/settings/portraits/founder', { form: await portrait(await pngBytes()) })).body.settings.founderPortrait;
      const res = await fetch(t.server.url + path);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBeGreaterThan(0);
    });
  });
});
