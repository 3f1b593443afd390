import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { repoRoot } from '../run.js';
import { type CannedResponse, Cleanup, label, type Server, withTimeout } from './common.js';

/** argv[2] that makes this file run as the bare server child (started by startBareServer). */
export const BARE_ROLE = '--bare-server';

/** CannedResponse as it crosses the IPC channel (JSON: the body travels as base64). */
interface WireResponse {
  method: string;
  path: string;
  status: number;
  contentType: string;
  headers: Array<[string, string]>;
  bodyBase64: string;
}

interface BareReady {
  port: number;
}

export async function startBareServer(cleanup: Cleanup, canned: CannedResponse[]): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, BARE_ROLE], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanup.adoptChild(child);
  const wire: WireResponse[] = canned.map((c) => ({ method: c.method, path: c.path, status: c.status, contentType: c.contentType, headers: c.headers, bodyBase64: c.body.toString('base64') }));
  child.send(wire);
  const ready = new Promise<number>((resolve, reject) => {
    child.once('message', (message: unknown) => (isBareReady(message) ? resolve(message.port) : reject(new Error('unexpected message from the bare server'))));
    child.once('exit', (code, signal) => reject(new Error(`the bare server exited before listening (${signal ?? `code ${code}`})`)));
  });
  const port = await withTimeout(ready, 30_000, 'the bare server did not start listening');
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0 };
}

function isBareReady(message: unknown): message is BareReady {
  return typeof message === 'object' && message !== null && typeof (message as Partial<BareReady>).port === 'number';
}

function isWireResponses(message: unknown): message is WireResponse[] {
  return Array.isArray(message) && message.every((m: Partial<WireResponse>) => typeof m?.path === 'string' && typeof m.bodyBase64 === 'string');
}

/** Child side: answers each captured request with its captured status, content type and body. */
export async function serveCanned(): Promise<void> {
  // The parent gone (even killed), nobody will stop this server: leave with it.
  process.once('disconnect', () => process.exit(0));
  const [message] = (await once(process, 'message')) as [unknown];
  if (!isWireResponses(message)) throw new Error('bare server: expected the captured responses');
  const answers = new Map(
    message.map((m) => {
      const body = Buffer.from(m.bodyBase64, 'base64');
      // As the app's hit: one flat list of names and values, its length last.
      const headers = [...m.headers.flat(), 'content-length', String(body.length)];
      return [label(m), { status: m.status, headers, body }] as const;
    }),
  );
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    // A write's body is read in full first, as the API's body parser must before it can answer; a
    // read has none to wait for.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      await once(req, 'end');
    }
    const answer = answers.get(`${req.method} ${req.url}`);
    if (!answer) res.writeHead(404).end();
    else res.writeHead(answer.status, answer.headers).end(answer.body);
  };
  const server = http.createServer((req, res) => void serve(req, res));
  server.listen(0, '127.0.0.1', () => {
    const ready: BareReady = { port: (server.address() as AddressInfo).port };
    process.send?.(ready);
  });
}

if (process.argv[2] === BARE_ROLE) await serveCanned();
