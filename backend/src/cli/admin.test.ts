import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, webLogin, type TestServer } from '../test/harness.js';

const run = promisify(execFile);
const backendDir = path.resolve(import.meta.dirname, '..', '..');

/** `npm run admin -- ...` runs this entry point; here through tsx so no build is needed. */
function adminCli(dataDir: string, args: string[]) {
  return run(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/admin.ts', ...args], {
    cwd: backendDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

describe('admin command [sqlite]', () => {
  let dataDir: string;
  let server: TestServer | undefined;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-cli-'));
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('creates an admin, resets its password, and refuses a short password', async () => {
    const created = await adminCli(dataDir, ['--email', 'Boss@Company.example', '--password', 'first password 1', '--phone', '+91 91234 56789']);
    expect(created.stdout).toContain('Created admin boss@company.example');
    const reset = await adminCli(dataDir, ['--email', 'boss@company.example', '--password', 'second password 2']);
    expect(reset.stdout).toContain('Updated admin boss@company.example');
    await expect(adminCli(dataDir, ['--email', 'x@company.example', '--password', 'short'])).rejects.toMatchObject({ code: 2 });

    server = await startTestServer('sqlite', { dataDir, uploadsDir: path.join(dataDir, 'uploads') });
    const anon = new Client(server.url);
    expect((await anon.post('/api/v1/login', { json: { email: 'boss@company.example', password: 'first password 1' } })).status).toBe(401);
    const admin = await webLogin(server.url, 'boss@company.example', 'second password 2');
    expect((await admin.get<{ user: { role: string } }>('/api/v1/me')).body.user.role).toBe('admin');
    expect((await anon.post('/api/v1/login', { json: { email: '+91 91234 56789', password: 'second password 2' } })).status).toBe(200);
  });

  it('--disable-2fa turns two-step sign-in off for a locked-out account, keeping its password', async () => {
    await adminCli(dataDir, ['--email', 'locked@company.example', '--password', 'locked out admin 1']);
    server ??= await startTestServer('sqlite', { dataDir, uploadsDir: path.join(dataDir, 'uploads') });
    const admin = await webLogin(server.url, 'locked@company.example', 'locked out admin 1');
    const setup = await admin.post<{ data: { secret: string } }>('/api/v1/me/two-factor/setup');
    const code = new TOTP({ secret: Secret.fromBase32(setup.body.data.secret) }).generate();
    expect((await admin.post('/api/v1/me/two-factor', { json: { code, password: 'locked out admin 1' } })).status).toBe(200);
    const anon = new Client(server.url);
    const asks = await anon.post<{ twoFactorRequired?: boolean }>('/api/v1/login', { json: { email: 'locked@company.example', password: 'locked out admin 1' } });
    expect(asks.body.twoFactorRequired).toBe(true);

    const { stdout } = await adminCli(dataDir, ['--disable-2fa', '--email', 'locked@company.example']);
    expect(stdout).toContain('Two-step sign-in turned off for locked@company.example');
    const plain = await anon.post<{ twoFactorRequired?: boolean; user?: { twoFactorEnabled: boolean } }>('/api/v1/login', {
      json: { email: 'locked@company.example', password: 'locked out admin 1' },
    });
    expect(plain.status).toBe(200);
    expect(plain.body.twoFactorRequired).toBeUndefined();
    expect(plain.body.user?.twoFactorEnabled).toBe(false);
    await expect(adminCli(dataDir, ['--disable-2fa', '--email', 'nobody@company.example'])).rejects.toMatchObject({ code: 2 });
  });

  it('generates and prints a password when none is given', async () => {
    const { stdout } = await adminCli(dataDir, ['--email', 'generated@company.example']);
    const password = /password: (\S+)/.exec(stdout)?.[1];
    expect(password).toMatch(/^[\w-]{16,}$/);
  });
});
