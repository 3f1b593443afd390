import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, FORM_TOKEN_FIELD, HONEYPOT_FIELD, type ApplicationDto, type ErrorBody, type LeadNoteDto, type OpenRoleAdminDto, type OpenRoleDto, type Paged } from '@itsite/shared/contract';
import { ApplicationCvEntity, JobApplicationEntity, OutboxMessageEntity } from '../../data/entities/index.js';
import { Client, DB_KINDS, createStaffUser, fileBlob, startTestServer, webLogin, type TestServer } from '../../test/harness.js';
import { docxBytes, exeBytes, pdfBytes, zipBytes } from '../../test/cvFiles.js';
import { startSmtp } from '../../test/smtp.js';

/** Open roles (a document type) and the applications their pages send, with CVs kept private. */
const ROLES_ADMIN = '/api/v1/admin/careers';
const ROLES = '/api/v1/careers';
const INBOX = '/api/v1/admin/applications';
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type Saved = { message: string; data: OpenRoleAdminDto };
type WithTimeline = { data: ApplicationDto; timeline: LeadNoteDto[] };

describe.each(DB_KINDS)('open roles and applications [%s]', (kind) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let anon: Client;
  let admin: Client;
  let editor: Client;
  let sales: Client;
  let recruiter: Client;
  let recruiterId: string;
  let editorId: string;
  let role: OpenRoleAdminDto;

  const roleFields = (changes: Record<string, unknown> = {}) => ({
    title: 'Senior React Developer',
    team: 'Engineering',
    location: 'Kochi, India',
    employmentType: 'FULL_TIME',
    summary: 'Build dashboards in React and TypeScript for clients around the world.',
    description: '<p>You will <strong>own features</strong> end to end.</p>',
    ...changes,
  });

  const createRole = async (changes: Record<string, unknown> = {}, client = admin) => {
    const res = await client.post<Saved>(ROLES_ADMIN, { json: roleFields(changes) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };

  /** An application's multipart body: the fields, and a CV under `fileName` with the browser's `type`. */
  const applicationForm = (cv: Buffer | null, fileName = 'cv.pdf', type = PDF, changes: Record<string, string> = {}) => {
    const form = new FormData();
    const fields = { name: 'Asha Menon', email: 'asha@example.com', phone: '+91 98765 43210', message: 'I have built React dashboards for five years.', ...changes };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (cv) form.append('cv', fileBlob(cv, type), fileName);
    return form;
  };

  const apply = (form: FormData, slug = role.slug, client = anon) => client.post<{ message: string; data: { _id: string; roleTitle: string } } & ErrorBody>(`${ROLES}/${slug}/applications`, { form });

  const stored = async () => ({
    applications: await server.running.db.getRepository(JobApplicationEntity).count(),
    cvs: await server.running.db.getRepository(ApplicationCvEntity).count(),
  });

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(kind, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxPollMs: 50 });
    anon = new Client(server.url);
    admin = await webLogin(server.url);
    const editorAccount = await createStaffUser(server, 'editor', 'Edna Editor');
    editorId = editorAccount.id;
    editor = await webLogin(server.url, editorAccount.email, editorAccount.password);
    const seller = await createStaffUser(server, 'sales', 'Sam Seller');
    sales = await webLogin(server.url, seller.email, seller.password);
    const hirer = await createStaffUser(server, 'recruiter', 'Rita Recruiter');
    recruiterId = hirer.id;
    recruiter = await webLogin(server.url, hirer.email, hirer.password);
    expect((await admin.put('/api/v1/admin/settings/leads', { json: { spamPhrases: [], leadAlertEmails: ['hiring@test.example'] } })).status).toBe(200);
    role = await createRole();
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  describe('open roles (the generic document routes)', () => {
    it('creates a role with the declaration’s defaults that visitors read by its slug', async () => {
      expect(role).toMatchObject({ slug: 'senior-react-developer', hiring: 'open', salaryMin: 0, salaryMax: 0, salaryCurrency: 'INR', salaryPeriod: 'YEAR', status: 'published' });
      const read = await anon.get<{ data: OpenRoleDto }>(`${ROLES}/${role.slug}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ _id: role._id, team: 'Engineering', employmentType: 'FULL_TIME', description: '<p>You will <strong>own features</strong> end to end.</p>' });
      const list = await anon.get<Paged<OpenRoleDto>>(`${ROLES}?employmentType=FULL_TIME`);
      expect(list.body.data.map((r) => r._id)).toContain(role._id);
      expect((await anon.get<Paged<OpenRoleDto>>(`${ROLES}?employmentType=INTERN`)).body.data.map((r) => r._id)).not.toContain(role._id);
    });

    it('refuses a role with an unknown employment type or a negative salary, storing nothing', async () => {
      const before = (await admin.get<Paged<OpenRoleAdminDto>>(ROLES_ADMIN)).body.total;
      const bad = await admin.post<ErrorBody>(ROLES_ADMIN, { json: roleFields({ title: 'Bad', employmentType: 'FOREVER', salaryMin: -5 }) });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.map((e) => e.path).sort()).toEqual(['employmentType', 'salaryMin']);
      expect((await admin.get<Paged<OpenRoleAdminDto>>(ROLES_ADMIN)).body.total).toBe(before);
    });

    it('lets editors write roles; sales, recruiters and visitors may not', async () => {
      const made = await createRole({ title: 'Content Writer', employmentType: 'PART_TIME', salaryMin: 300000, salaryMax: 450000 }, editor);
      const updated = await editor.put<Saved>(`${ROLES_ADMIN}/${made._id}`, { json: { location: 'Remote' } });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ location: 'Remote', title: 'Content Writer', salaryMax: 450000 });
      expect((await sales.post(ROLES_ADMIN, { json: roleFields({ title: 'No' }) })).status).toBe(403);
      expect((await recruiter.post(ROLES_ADMIN, { json: roleFields({ title: 'No' }) })).status).toBe(403);
      expect((await anon.post(ROLES_ADMIN, { json: roleFields({ title: 'No' }) })).status).toBe(401);
      expect((await anon.get(ROLES_ADMIN)).status).toBe(401);
      expect((await editor.delete(`${ROLES_ADMIN}/${made._id}`)).status).toBe(200);
      expect((await anon.get(`${ROLES}/${made.slug}`)).status).toBe(404);
    });
  });

  describe('applications', () => {
    it('takes a PDF CV: stored, in the inbox, alerted by e-mail, downloadable byte for byte by staff who may', async () => {
      const cv = pdfBytes('Asha');
      const sent = await apply(applicationForm(cv, 'Asha Menon CV.pdf'));
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.body.data.roleTitle).toBe('Senior React Developer');
      const id = sent.body.data._id;

      const inbox = await admin.get<Paged<ApplicationDto>>(INBOX);
      const found = inbox.body.data.find((a) => a._id === id);
      expect(found).toMatchObject({ name: 'Asha Menon', email: 'asha@example.com', roleId: role._id, roleTitle: 'Senior React Developer', status: 'new', ownerId: null, cv: { name: 'Asha Menon CV.pdf', type: PDF, bytes: cv.length } });

      for (const client of [admin, recruiter]) {
        const download = await client.get<string>(`${INBOX}/${id}/cv`);
        expect(download.status).toBe(200);
        expect(download.headers.get('content-type')).toBe(PDF);
        expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
        const bytes = Buffer.from(await (await fetch(`${server.url}${INBOX}/${id}/cv`, { headers: { cookie: client.auth.cookie! } })).arrayBuffer());
        expect(bytes.equals(cv)).toBe(true);
      }
      expect((await anon.get(`${INBOX}/${id}/cv`)).status).toBe(401);
      expect((await editor.get(`${INBOX}/${id}/cv`)).status).toBe(403);
      expect((await sales.get(`${INBOX}/${id}/cv`)).status).toBe(403);

      // The alert goes through the outbox to the lead alert addresses; the CV is never e-mailed.
      await expect.poll(() => smtp.mails.filter((m) => m.raw.includes('New application: Asha Menon')).length, { timeout: 10_000 }).toBe(1);
      const mail = smtp.mails.find((m) => m.raw.includes('New application: Asha Menon'))!;
      expect(mail.to).toEqual(['hiring@test.example']);
      expect(mail.raw).not.toContain('%PDF');
    });

    it('takes a Word document (DOCX) CV, checked by its content', async () => {
      const cv = docxBytes('Ravi Kumar, React developer');
      const sent = await apply(applicationForm(cv, 'ravi.docx', 'application/octet-stream', { name: 'Ravi Kumar', email: 'ravi@example.com' }));
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const read = await recruiter.get<WithTimeline>(`${INBOX}/${sent.body.data._id}`);
      expect(read.body.data.cv).toEqual({ name: 'ravi.docx', type: DOCX, bytes: cv.length });
      const download = await fetch(`${server.url}${INBOX}/${sent.body.data._id}/cv`, { headers: { cookie: recruiter.auth.cookie! } });
      expect(download.headers.get('content-type')).toBe(DOCX);
      expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true);
    });

    it('refuses a file that is not a PDF or DOCX whatever its name and type say, storing nothing', async () => {
      const before = await stored();
      const cases: Array<[Buffer, string, string]> = [
        [exeBytes(), 'cv.pdf', PDF],
        [Buffer.from('Asha Menon, React developer, five years'), 'cv.pdf', PDF],
        [zipBytes({ 'readme.txt': 'not a document' }), 'cv.docx', DOCX],
        [zipBytes({ '[Content_Types].xml': '<Types/>', 'word/other.xml': '<x/>' }), 'cv.docx', DOCX],
      ];
      for (const [bytes, name, type] of cases) {
        const res = await apply(applicationForm(bytes, name, type));
        expect(res.status, name).toBe(415);
        expect(res.body.errors).toEqual([{ path: 'cv', message: 'Your CV must be a PDF or a Word document (DOCX)' }]);
      }
      expect(await stored()).toEqual(before);
    });

    it('refuses a CV over 5 MB, a missing CV and bad fields (4xx, nothing stored)', async () => {
      const before = await stored();
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(CV_MAX_BYTES, 0x20)]);
      const tooBig = await apply(applicationForm(big));
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.errors?.[0]?.path).toBe('cv');
      const none = await apply(applicationForm(null));
      expect(none.status).toBe(400);
      expect(none.body.errors).toEqual([{ path: 'cv', message: 'Attach your CV (PDF or Word document)' }]);
      const badEmail = await apply(applicationForm(pdfBytes(), 'cv.pdf', PDF, { email: 'not-an-email' }));
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.errors?.map((e) => e.path)).toEqual(['email']);
      const json = await anon.post(`${ROLES}/${role.slug}/applications`, { json: { name: 'A', email: 'a@example.com', phone: '+91 98765 43210' } });
      expect(json.status).toBe(415);
      expect(await stored()).toEqual(before);
    });

    it('takes none for a closed, draft or unknown role', async () => {
      const closed = await createRole({ title: 'Closed Role', hiring: 'closed' });
      const draft = await createRole({ title: 'Draft Role', status: 'draft' });
      const before = await stored();
      expect((await apply(applicationForm(pdfBytes()), closed.slug)).status).toBe(409);
      expect((await apply(applicationForm(pdfBytes()), draft.slug)).status).toBe(404);
      expect((await apply(applicationForm(pdfBytes()), 'no-such-role')).status).toBe(404);
      expect(await stored()).toEqual(before);
      // A closed role stays readable.
      expect((await anon.get<{ data: OpenRoleDto }>(`${ROLES}/${closed.slug}`)).body.data.hiring).toBe('closed');
    });

    it('keeps what the spam screen catches as spam, out of the inbox and without an alert', async () => {
      const alerts = async () => server.running.db.getRepository(OutboxMessageEntity).countBy({ kind: 'applicationAlert' });
      const before = await alerts();
      const caught = await apply(applicationForm(pdfBytes(), 'cv.pdf', PDF, { name: 'Bot', [HONEYPOT_FIELD]: 'http://spam.example' }));
      expect(caught.status).toBe(201);
      const inbox = await admin.get<Paged<ApplicationDto>>(INBOX);
      expect(inbox.body.data.map((a) => a._id)).not.toContain(caught.body.data._id);
      const spam = await admin.get<Paged<ApplicationDto>>(`${INBOX}?status=spam`);
      expect(spam.body.data.map((a) => a._id)).toContain(caught.body.data._id);

      // A form token is good for one application: sent again with it, the second is spam.
      const { token } = (await anon.get<{ token: string }>('/api/v1/form-token')).body;
      await new Promise((r) => setTimeout(r, 3100));
      const first = await apply(applicationForm(pdfBytes(), 'cv.pdf', PDF, { name: 'Tokened Once', [FORM_TOKEN_FIELD]: token }));
      const again = await apply(applicationForm(pdfBytes(), 'cv.pdf', PDF, { name: 'Tokened Twice', [FORM_TOKEN_FIELD]: token }));
      expect([first.status, again.status]).toEqual([201, 201]);
      expect((await admin.get<WithTimeline>(`${INBOX}/${first.body.data._id}`)).body.data.status).toBe('new');
      expect((await admin.get<WithTimeline>(`${INBOX}/${again.body.data._id}`)).body.data.status).toBe('spam');
      expect(await alerts()).toBe(before + 1);
    });

    it('keeps the inbox to admins and recruiters', async () => {
      expect((await admin.get(INBOX)).status).toBe(200);
      expect((await recruiter.get(INBOX)).status).toBe(200);
      expect((await editor.get(INBOX)).status).toBe(403);
      expect((await sales.get(INBOX)).status).toBe(403);
      expect((await anon.get(INBOX)).status).toBe(401);
      expect((await editor.get(`${INBOX}/export/csv`)).status).toBe(403);
    });

    it('works an application: status, owner (one who may work applications), notes on its timeline, CSV export', async () => {
      const sent = await apply(applicationForm(pdfBytes(), 'cv.pdf', PDF, { name: 'Meera Pillai', email: 'meera@example.com', message: '=HYPERLINK("http://x")' }));
      const id = sent.body.data._id;
      const changed = await recruiter.patch<WithTimeline>(`${INBOX}/${id}`, { json: { status: 'interview', ownerId: recruiterId } });
      expect(changed.status).toBe(200);
      expect(changed.body.data).toMatchObject({ status: 'interview', ownerId: recruiterId });
      expect(changed.body.timeline.map((n) => n.text)).toEqual(['Status: new → interview', 'Owner: nobody → Rita Recruiter']);
      const notAnOwner = await admin.patch<ErrorBody>(`${INBOX}/${id}`, { json: { ownerId: editorId } });
      expect(notAnOwner.status).toBe(400);
      expect(notAnOwner.body.errors?.[0]?.path).toBe('ownerId');
      expect((await admin.patch(`${INBOX}/${id}`, { json: { status: 'sacked' } })).status).toBe(400);
      const noted = await admin.post<{ timeline: LeadNoteDto[] }>(`${INBOX}/${id}/notes`, { json: { text: 'Strong portfolio' } });
      expect(noted.status).toBe(201);
      expect(noted.body.timeline.at(-1)).toMatchObject({ kind: 'note', text: 'Strong portfolio', userName: expect.any(String) });
      const owners = await recruiter.get<{ data: Array<{ _id: string }> }>(`${INBOX}/owners`);
      expect(owners.body.data.map((o) => o._id)).toContain(recruiterId);
      expect(owners.body.data.map((o) => o._id)).not.toContain(editorId);

      const csv = await recruiter.get<string>(`${INBOX}/export/csv?q=Meera`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="applications-/);
      const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('id,createdAt,status,role,name,email,phone,message,cv,owner,landingPath,referrerHost,utmSource,utmMedium,utmCampaign');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Meera Pillai');
      expect(lines[1]).toContain('Rita Recruiter');
      // A formula a spreadsheet would run is written as text.
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    });

    it('deletes an application with its CV', async () => {
      const sent = await apply(applicationForm(pdfBytes(), 'cv.pdf', PDF, { name: 'To Be Deleted' }));
      const id = sent.body.data._id;
      expect((await editor.delete(`${INBOX}/${id}`)).status).toBe(403);
      expect((await admin.delete(`${INBOX}/${id}`)).status).toBe(200);
      expect((await admin.get(`${INBOX}/${id}`)).status).toBe(404);
      expect((await admin.get(`${INBOX}/${id}/cv`)).status).toBe(404);
      expect(await server.running.db.getRepository(ApplicationCvEntity).countBy({ applicationId: id })).toBe(0);
    });

    it('answers the form posted without JavaScript to the role’s page: 303 to its thank-you page, or the refusal', async () => {
      const before = await stored();
      const ok = await anon.post(`/careers/${role.slug}`, { form: applicationForm(pdfBytes(), 'cv.pdf', PDF, { name: 'No Script' }) });
      expect(ok.status).toBe(303);
      expect(ok.headers.get('location')).toBe('/thank-you/application');
      const refused = await anon.post(`/careers/${role.slug}`, { form: applicationForm(exeBytes(), 'cv.pdf', PDF, { name: 'No Script Exe' }) });
      expect(refused.status).toBe(415);
      expect(await stored()).toEqual({ applications: before.applications + 1, cvs: before.cvs + 1 });
      const inbox = await admin.get<Paged<ApplicationDto>>(`${INBOX}?q=No+Script`);
      expect(inbox.body.data.map((a) => a.name)).toEqual(['No Script']);
    });
  });
});

describe.each(DB_KINDS)('applications are limited per address [%s]', (kind) => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('answers 429 with Retry-After past the limit of visitors’ writes, and stores nothing more', async () => {
    server = await startTestServer(kind, { publicWriteLimit: 2, publicWriteWindowSeconds: 600 });
    const admin = await webLogin(server.url);
    const made = await admin.post<Saved>(ROLES_ADMIN, {
      json: { title: 'Tester', team: 'QA', location: 'Kochi', employmentType: 'FULL_TIME', summary: 'Test things.', description: '<p>Test.</p>' },
    });
    const send = () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ name: 'Limit Tester', email: 'limit@example.com', phone: '+91 98765 43210', message: '' })) form.append(name, value);
      form.append('cv', fileBlob(pdfBytes(), PDF), 'cv.pdf');
      return new Client(server.url).post(`${ROLES}/${made.body.data.slug}/applications`, { form });
    };
    expect([(await send()).status, (await send()).status]).toEqual([201, 201]);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await server.running.db.getRepository(JobApplicationEntity).count()).toBe(2);
  });
});
