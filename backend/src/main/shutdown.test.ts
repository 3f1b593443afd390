import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const backendDir = path.resolve(import.meta.dirname, '..', '..');

/** Starts the real entry point (src/main/index.ts through tsx) and resolves with its URL. */
async function startProcess(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main/index.ts'], {
    cwd: backendDir,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, SEED_DEMO: '0', DATABASE_URL: '', ADMIN_EMAIL: 'a@test.example', ADMIN_PASSWORD: 'long enough password', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(out);
      if (match) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
  return { child, url };
}

describe('SIGTERM', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('finishes a request that is in flight, then exits 0', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-shutdown-'));
    const started = await startProcess(dataDir);
    child = started.child;
    const exited = new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code)));

    const body = JSON.stringify({ name: 'Late Lead', email: 'late@example.in', phone: '+91 90000 00002', message: 'Sent during shutdown' });
    const half = Math.floor(body.length / 2);
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${started.url}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, half));
      // The request is now in flight: stop the server, then let the rest of the body arrive.
      setTimeout(() => {
        started.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(half)), 300);
      }, 200);
    });

    const res = await response;
    expect(res.status).toBe(201);
    expect(JSON.parse(res.text)).toMatchObject({ success: true, data: { name: 'Late Lead' } });
    expect(await exited).toBe(0);
    child = undefined;
  });

  it('answers requests sent on kept-alive connections just after the signal, closing those connections after', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-drain-'));
    const started = await startProcess(dir);
    child = started.child;
    const exited = new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code)));
    const sockets = 6;
    const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
    const send = (method: 'GET' | 'POST', i: number) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const body = JSON.stringify({ name: `Drain ${i}`, email: `drain${i}@example.in`, phone: '+91 90000 00003', message: 'Sent as the server stops' });
        const req = http.request(`${started.url}${method === 'GET' ? '/readyz' : '/api/v1/contact'}`, {
          method,
          agent,
          headers: method === 'POST' ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on('error', reject);
        req.end(method === 'POST' ? body : undefined);
      });
    try {
      // Open the connections and leave them idle in the agent's pool.
      await Promise.all(Array.from({ length: sockets }, (_, i) => send('GET', i)));
      expect(Object.values(agent.freeSockets).flat()).toHaveLength(sockets);
      started.child.kill('SIGTERM');
      // One contact POST per kept-alive connection, 8 to 63 ms after the signal.
      const answers = await Promise.all(
        Array.from({ length: sockets }, (_, i) => new Promise((r) => setTimeout(r, 8 + i * 11)).then(() => send('POST', i))),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(sockets).fill(201));
      expect(answers.every((a) => a.connection === 'close')).toBe(true);
      expect(await exited).toBe(0);
      child = undefined;
    } finally {
      agent.destroy();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
