import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryDto, CaseStudyAdminDto, CaseStudyDto, ErrorBody, Paged, RevisionListResponse } from '@itsite/shared/contract';
import { Client, createStaffUser, DB_KINDS, fileBlob, pngBytes, webLogin, withServer } from '../../test/harness.js';

/** The API of a document type, proved on case studies: every route comes from the declaration. */
const ADMIN = '/api/v1/admin/case-studies';
const PUBLIC = '/api/v1/case-studies';

type Saved = { message: string; data: CaseStudyAdminDto };

describe.each(DB_KINDS)('case studies [%s]', (kind) => {

  let editor: Client;
  let sales: Client;
  let cover: string;
  let second: string;

  /** A library image with its alt text, as the admin's picker chooses one. */
  const libraryImage = async (alt: string, color: string) => {
    const form = new FormData();
    form.append('images', fileBlob(await pngBytes(color), 'image/png'), 'cover.png');
    form.append('alts', JSON.stringify([alt]));
    const res = await t.admin.post<{ data: Array<{ path: string }> }>('/api/v1/admin/media', { form });
    expect(res.status).toBe(201);
    return res.body.data[0].path;
  };

  const fields = (changes: Record<string, unknown> = {}) => ({
    title: 'Invoices in minutes for a spice exporter',
    client: 'Kerala Spice Traders',
    industry: 'retail',
    services: ['web-development', 'ai-solutions'],
    summary: 'We read their supplier invoices automatically and cut the month-end close from six days to two.',
    challenge: '<p>Four clerks typed <strong>2,000 invoices</strong> a month.</p>',
    solution: '<p>A document reader with a review queue.</p>',
    results: [
      { value: '66%', label: 'less time on the month-end close' },
      { value: '2,000', label: 'invoices read a month' },
    ],
    technologies: ['TypeScript', 'Python'],
    cover,
    ...changes,
  });

  const create = async (changes: Record<string, unknown> = {}, client = t.admin) => {
    const res = await client.post<Saved>(ADMIN, { json: fields(changes) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };

  const t = withServer(kind, { login: 'web' });
  beforeAll(async () => {
    
    const account = await createStaffUser(t.server, 'editor', 'Edna Editor');
    editor = await webLogin(t.server.url, account.email, account.password);
    const seller = await createStaffUser(t.server, 'sales', 'Sam Seller');
    sales = await webLogin(t.server.url, seller.email, seller.password);
    cover = await libraryImage('Stacks of invoices on a desk', '#2478E7');
    second = await libraryImage('The review queue on a laptop', '#E72478');
  });

  it('creates a case study that visitors read by its slug, with its alt texts and publishing', async () => {
    const made = await create();
    expect(made).toMatchObject({ title: 'Invoices in minutes for a spice exporter', slug: 'invoices-in-minutes-for-a-spice-exporter', status: 'published', technologies: ['TypeScript', 'Python'], gallery: [], quote: '' });
    expect(made.alt).toEqual({ [cover]: 'Stacks of invoices on a desk' });
    expect(made.publishAt).toBeTruthy();

    const read = await t.anon.get<{ data: CaseStudyDto }>(`${PUBLIC}/${made.slug}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ _id: made._id, client: 'Kerala Spice Traders', results: made.results, services: ['web-development', 'ai-solutions'] });
    // The rich text keeps its allowed markup.
    expect(read.body.data.challenge).toBe('<p>Four clerks typed <strong>2,000 invoices</strong> a month.</p>');
  });

  it('cuts rich text to the allow-list before storing it', async () => {
    const made = await create({ title: 'Sanitized', challenge: '<p onclick="steal()">Hi<script>alert(1)</script></p>' });
    expect(made.challenge).not.toMatch(/script|onclick/);
    expect(made.challenge).toContain('Hi');
  });

  it('refuses bad input with 400 naming each field, and stores nothing', async () => {
    const before = (await t.admin.get<Paged<CaseStudyAdminDto>>(ADMIN)).body.total;
    const bad = await t.admin.post<ErrorBody>(ADMIN, { json: fields({ industry: 'space', services: [], results: [{ value: '', label: 'x' }], cover: 'https://evil.example/x.png', title: '' }) });
    expect(bad.status).toBe(400);
    const paths = (bad.body.errors ?? []).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'industry', 'services', 'results.0.value', 'cover']));
    // An image the library does not have (or has without alt text) is refused by name.
    const unknown = await t.admin.post<ErrorBody>(ADMIN, { json: fields({ cover: '/uploads/images/nothing-here.png' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.path).toBe('cover');
    const unknownGallery = await t.admin.post<ErrorBody>(ADMIN, { json: fields({ gallery: [second, '/uploads/images/nope.png'] }) });
    expect(unknownGallery.status).toBe(400);
    expect(unknownGallery.body.errors?.[0]?.path).toBe('gallery.1');
    expect((await t.admin.get<Paged<CaseStudyAdminDto>>(ADMIN)).body.total).toBe(before);
    // Unknown query parameters of the public list are refused, not ignored.
    expect((await t.anon.get(`${PUBLIC}?industry=space`)).status).toBe(400);
  });

  it('keeps drafts and scheduled ones from visitors, and shows them to staff', async () => {
    const draft = await create({ title: 'A draft for a hospital', industry: 'healthcare', status: 'draft' });
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await create({ title: 'Scheduled for a school', industry: 'education', status: 'scheduled', publishAt: later });
    expect(scheduled.status).toBe('scheduled');
    expect((await t.anon.get(`${PUBLIC}/${draft.slug}`)).status).toBe(404);
    expect((await t.anon.get(`${PUBLIC}/${scheduled.slug}`)).status).toBe(404);
    const list = await t.anon.get<Paged<CaseStudyDto>>(`${PUBLIC}?q=hospital`);
    expect(list.body.total).toBe(0);
    // Staff preview a draft at its address.
    expect((await editor.get(`${PUBLIC}/${draft.slug}`)).status).toBe(200);
    const drafts = await t.admin.get<Paged<CaseStudyAdminDto>>(`${ADMIN}?status=draft`);
    expect(drafts.body.data.map((d) => d._id)).toContain(draft._id);
    expect(drafts.body.data.every((d) => d.status === 'draft')).toBe(true);
  });

  it('filters the public list by industry and by a service, and searches it', async () => {
    await create({ title: 'A warehouse that counts itself', client: 'Deccan Logistics', industry: 'logistics', services: ['app-development'] });
    const logistics = await t.anon.get<Paged<CaseStudyDto>>(`${PUBLIC}?industry=logistics`);
    expect(logistics.status).toBe(200);
    expect(logistics.body.data.map((d) => d.client)).toEqual(['Deccan Logistics']);
    const apps = await t.anon.get<Paged<CaseStudyDto>>(`${PUBLIC}?services=app-development`);
    expect(apps.body.data.map((d) => d.client)).toEqual(['Deccan Logistics']);
    const ai = await t.anon.get<Paged<CaseStudyDto>>(`${PUBLIC}?services=ai-solutions`);
    expect(ai.body.data.length).toBeGreaterThan(0);
    expect(ai.body.data.every((d) => d.services.includes('ai-solutions'))).toBe(true);
    const searched = await t.anon.get<Paged<CaseStudyDto>>(`${PUBLIC}?q=deccan%20warehouse`);
    expect(searched.body.data.map((d) => d.client)).toEqual(['Deccan Logistics']);
    // A LIKE wildcard is a character, not a pattern.
    expect((await t.anon.get<Paged<CaseStudyDto>>(`${PUBLIC}?q=%25`)).body.total).toBe(0);
  });

  it('answers 301-worthy old slugs: a renamed case study is found at its old address', async () => {
    const made = await create({ title: 'Old name of a project' });
    const renamed = await t.admin.put<Saved>(`${ADMIN}/${made._id}`, { json: { slug: 'new-name-of-a-project' } });
    expect(renamed.status).toBe(200);
    const old = await t.anon.get<{ data: CaseStudyDto }>(`${PUBLIC}/${made.slug}`);
    expect(old.status).toBe(200);
    expect(old.body.data.slug).toBe('new-name-of-a-project');
    // A slug another case study has is refused.
    const other = await create({ title: 'Another project' });
    const clash = await t.admin.put<ErrorBody>(`${ADMIN}/${other._id}`, { json: { slug: 'new-name-of-a-project' } });
    expect(clash.status).toBe(409);
  });

  it('keeps revisions and restores the first one, keeping its publishing', async () => {
    const made = await create({ title: 'Revised project', status: 'draft' });
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await t.admin.put(`${ADMIN}/${made._id}`, { json: { status: 'scheduled', publishAt: later } });
    const edited = await t.admin.put<Saved>(`${ADMIN}/${made._id}`, { json: { title: 'Revised project, new heading', gallery: [second] } });
    expect(edited.body.data.alt[second]).toBe('The review queue on a laptop');
    const list = await t.admin.get<RevisionListResponse>(`${ADMIN}/${made._id}/revisions`);
    expect(list.body.data.map((r) => r.number)).toEqual([3, 2, 1]);
    const first = list.body.data.at(-1)!;
    const kept = await t.admin.get<{ data: { record: Record<string, unknown> } }>(`${ADMIN}/${made._id}/revisions/${first._id}`);
    expect(kept.body.data.record).toMatchObject({ title: 'Revised project', status: 'draft' });
    // The record, not the media library's alt texts.
    expect(kept.body.data.record).not.toHaveProperty('alt');
    const restored = await t.admin.post<Saved>(`${ADMIN}/${made._id}/revisions/${first._id}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({ title: 'Revised project', gallery: [], status: 'scheduled' });
    const after = await t.admin.get<RevisionListResponse>(`${ADMIN}/${made._id}/revisions`);
    expect(after.body.data[0]).toMatchObject({ number: 4, action: 'restore', restoredFrom: 1 });
  });

  it('lets content staff write and no one else; records each write in the audit log', async () => {
    const byEditor = await create({ title: 'Written by the editor' }, editor);
    expect((await sales.post(ADMIN, { json: fields({ title: 'Sales may not' }) })).status).toBe(403);
    expect((await sales.get(ADMIN)).status).toBe(403);
    expect((await t.anon.post(ADMIN, { json: fields() })).status).toBe(401);
    expect((await t.anon.delete(`${ADMIN}/${byEditor._id}`)).status).toBe(401);
    const deleted = await editor.delete(`${ADMIN}/${byEditor._id}`);
    expect(deleted.status).toBe(200);
    expect((await t.anon.get(`${PUBLIC}/${byEditor.slug}`)).status).toBe(404);
    expect((await t.admin.get(`${ADMIN}/${byEditor._id}`)).status).toBe(404);
    const audit = await t.admin.get<Paged<AuditEntryDto>>(`/api/v1/admin/audit?recordType=caseStudy`);
    expect(audit.status).toBe(200);
    const actions = audit.body.data.filter((e) => e.recordId === byEditor._id).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'delete']));
  });

  it('names the case study that uses an image in the media library, which keeps the image while it is used', async () => {
    const cover3 = await libraryImage('A warehouse aisle', '#24E778');
    const made = await create({ title: 'Uses its own cover', cover: cover3 });
    const list = await t.admin.get<{ data: Array<{ _id: string; path: string; usedBy: Array<{ type: string; id: string; title: string; field: string }> }> }>('/api/v1/admin/media?q=warehouse');
    const item = list.body.data.find((i) => i.path === cover3)!;
    expect(item.usedBy).toEqual([{ type: 'caseStudy', id: made._id, title: 'Uses its own cover', field: 'cover image' }]);
    expect((await t.admin.delete(`/api/v1/admin/media/${item._id}`)).status).toBe(409);
  });

  it('shows a new case study to the next visitor at once: the cached list is fresh after a write', async () => {
    const first = await t.anon.get<Paged<CaseStudyDto>>(PUBLIC);
    const made = await create({ title: 'Fresh on the list' });
    const next = await t.anon.get<Paged<CaseStudyDto>>(PUBLIC);
    expect(next.body.total).toBe(first.body.total + 1);
    expect(next.body.data[0]?._id).toBe(made._id);
  });
});
