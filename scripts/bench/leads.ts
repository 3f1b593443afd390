import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { must, repoRoot } from '../run.js';
import { type BenchContext, formatTable, measure, memoryOf, problems, type SectionReport } from './common.js';
import { appEnv, type AppServer, startAppServer } from './servers.js';

/** Leads in the database the CSV export is measured on. */
const EXPORT_LEADS = 100_000;

/** An SMTP server on loopback that takes every mail (the outbox's alerts) and keeps nothing. */
async function startSmtpSink(): Promise<{ url: string; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received: () => received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function runLeadsSection(ctx: BenchContext): Promise<SectionReport> {
  const failures: string[] = [];
  const smtp = await startSmtpSink();
  let app: AppServer | undefined;
  try {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itsite-bench-leads-'));
    ctx.cleanup.adoptDir(dataDir);
    process.stderr.write(`bench: growing the inbox to ${EXPORT_LEADS.toLocaleString('en')} leads…\n`);
    await must(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'cli', 'seed-scale.js'), '--products', '0', '--blogs', '0', '--reviews', '0', '--leads', String(EXPORT_LEADS), '--analytics-days', '0'], {
      env: appEnv(dataDir),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const password = randomBytes(18).toString('base64url');
    // Alerts on (every lead is mailed through the outbox) and the spam checks in full; a token
    // may be used at once, so the load generator needs no pause.
    app = await startAppServer(ctx.cleanup, dataDir, { cached: true, env: { SMTP_URL: smtp.url, FORM_MIN_SECONDS: '0', ADMIN_PASSWORD: password } });
    const login = await fetch(`${app.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password, client: 'desktop' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    await fetch(`${app.url}/api/v1/admin/settings/leads`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ spamPhrases: ['casino bonus', 'cheap followers'], leadAlertEmails: ['sales@example.com'] }),
    });
    const { token: formToken } = (await (await fetch(`${app.url}/api/v1/form-token`)).json()) as { token: string };

    process.stderr.write('bench: POST /api/v1/contact with a form token, spam checks and the outbox…\n');
    const post = await measure(`${app.url}/api/v1/contact`, {
      method: 'POST',
      path: '/api/v1/contact',
      json: { name: 'Bench Mark', email: 'bench@example.com', phone: '+91 98765 43210', message: 'Measuring the contact form with its checks.', formToken, website: '' },
    }, ctx.seconds);
    failures.push(...problems('POST /api/v1/contact (checks and outbox)', post));

    process.stderr.write(`bench: CSV export of the inbox…\n`);
    const pid = app.pid;
    const before = memoryOf(pid);
    let peak = before.rssMb;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rssMb)), 20);
    const started = performance.now();
    const res = await fetch(`${app.url}/api/v1/contact/export/csv`, { headers: auth });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const exportMs = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, memoryOf(pid).rssMb);
    if (!res.ok) failures.push(`CSV export answered ${res.status}`);
    // A header line, then one line per lead at least (a message may span lines).
    if (lines < EXPORT_LEADS) failures.push(`CSV export has ${lines} lines for ${EXPORT_LEADS} leads`);
    const text = [
      formatTable(
        ['contact form', 'req/s', 'p50 ms', 'p99 ms', 'requests'],
        [['token, honeypot, spam checks, outbox row', post.reqPerSec.toFixed(0), post.p50Ms.toFixed(0), post.p99Ms.toFixed(0), String(post.requests)]],
      ),
      '(the API section above has the same form without a token and without the outbox)',
      '',
      `CSV export of ${EXPORT_LEADS.toLocaleString('en')}+ leads: ${(exportMs / 1000).toFixed(2)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB, server resident memory ${before.rssMb.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most during the export`,
      `alert mails delivered during the run: ${smtp.received()}`,
    ].join('\n');
    return {
      title: 'Leads: the contact form with spam checks and alert outbox, and the inbox CSV export',
      text,
      data: { post, export: { leads: EXPORT_LEADS, ms: exportMs, bytes, lines, rssBeforeMb: before.rssMb, rssPeakMb: peak }, mailsDelivered: smtp.received() },
      failures,
    };
  } finally {
    // The server first: its outbox would otherwise go on trying the closed mail server.
    await app?.stop();
    await smtp.close();
  }
}
