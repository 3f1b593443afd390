import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where nginx is (the Debian package's path unless NGINX_BIN says otherwise). */
export const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';

export const hasNginx = (): Promise<boolean> =>
  fs.access(NGINX).then(
    () => true,
    () => false,
  );

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export interface RunningNginx {
  /** https://127.0.0.1:<port> (a self-signed certificate for localhost). */
  https: string;
  /** http://127.0.0.1:<port>, which only sends visitors to https. */
  http: string;
  /** The https address as the redirect names it (https://localhost:<port>). */
  httpsOrigin: string;
  /** The access log's lines so far, each one JSON object (the recipe's log format). */
  accessLog(): Promise<Array<Record<string, unknown>>>;
  stop(): Promise<void>;
}

/**
 * nginx with scripts/deploy/nginx.conf itself, its {{...}} values filled in, in front of `upstreams`
 * (host:port of each instance; the file has two upstream lines, and one instance of N workers keeps
 * only the first, as the guide says), on free loopback ports, in a temporary folder with a
 * certificate made for the run. Used by the tests, the benchmark and the drill.
 */
export async function startNginx(upstreams: [string] | [string, string]): Promise<RunningNginx> {
  const prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-nginx-'));
  // nginx's workers run as another user when it starts as root: they must reach the folder.
  await fs.chmod(prefix, 0o755);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', path.join(prefix, 'key.pem'), '-out', path.join(prefix, 'cert.pem')]);
  const httpsOrigin = `https://localhost:${httpsPort}`;
  const values: Record<string, string> = {
    PREFIX: prefix,
    APP_1: upstreams[0],
    // (With one instance, only the file's opening comment still names the second.)
    APP_2: upstreams[1] ?? upstreams[0],
    HTTP_PORT: `127.0.0.1:${httpPort}`,
    HTTPS_PORT: `127.0.0.1:${httpsPort}`,
    SERVER_NAME: 'localhost',
    HTTPS_ORIGIN: httpsOrigin,
    CERT: path.join(prefix, 'cert.pem'),
    KEY: path.join(prefix, 'key.pem'),
  };
  let template = await fs.readFile(path.join(import.meta.dirname, 'nginx.conf'), 'utf8');
  if (upstreams.length === 1) {
    const second = /^\s*server \{\{APP_2\}\}.*\n/m;
    if (!second.test(template)) throw new Error('nginx.conf has no second upstream line to delete');
    template = template.replace(second, '');
  }
  const conf = template.replace(/\{\{([A-Z_0-9]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx.conf names {{${name}}}, which startNginx does not fill`);
    return value;
  });
  const file = path.join(prefix, 'nginx.conf');
  await fs.writeFile(file, conf);
  await run(NGINX, ['-t', '-q', '-p', prefix, '-c', file]);
  const child = spawn(NGINX, ['-p', prefix, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const up = async () => {
    for (let i = 0; i < 100; i++) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = net.connect(httpsPort, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (open) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('nginx did not start listening');
  };
  await up();
  return {
    https: `https://127.0.0.1:${httpsPort}`,
    http: `http://127.0.0.1:${httpPort}`,
    httpsOrigin,
    accessLog: async () =>
      (await fs.readFile(path.join(prefix, 'access.log'), 'utf8'))
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: async () => {
      // A graceful stop: workers finish what they are sending.
      child.kill('SIGQUIT');
      await exited;
      await fs.rm(prefix, { recursive: true, force: true });
    },
  };
}
