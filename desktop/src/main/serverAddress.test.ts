import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkServer, HTTP_REFUSED, parseServerAddress, validateServer } from './serverAddress.js';
import { json, startLocalServer, type LocalServer } from './test/httpServer.js';

describe('parseServerAddress', () => {
  it.each([
    ['https://console.example.com', 'https://console.example.com'],
    ['  http://127.0.0.1:8080/  ', 'http://127.0.0.1:8080'],
    ['https://www.example.com/wp-admin/index.html', 'https://www.example.com'],
    ['HTTPS://Example.COM:443', 'https://example.com'],
    ['console.example.com', 'https://console.example.com'],
    ['localhost:8080', 'https://localhost:8080'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
    ['http://localhost:4000', 'http://localhost:4000'],
    ['HTTP://LOCALHOST', 'http://localhost'],
  ])('keeps only the origin of %s', (input, origin) => {
    expect(parseServerAddress(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ['', 'Enter the server address'],
    ['   ', 'Enter the server address'],
    ['ftp://example.com', 'Use an http:// or https:// address'],
    ['file:///etc/passwd', 'Use an http:// or https:// address'],
    ['javascript://alert(1)', 'Use an http:// or https:// address'],
    ['https://admin:secret@example.com', 'Leave the user name and password out of the address'],
    ['https://user@example.com', 'Leave the user name and password out of the address'],
    ['https://example.com/?token=1', 'Remove the ?query or #fragment from the address'],
    ['https://example.com/?', 'Remove the ?query or #fragment from the address'],
    ['https://example.com/#/admin', 'Remove the ?query or #fragment from the address'],
    ['https://exa mple.com', 'The address cannot contain spaces'],
    ['https://', 'This is not a valid address'],
    // The token would cross the network in clear text.
    ['http://console.example.com', HTTP_REFUSED],
    ['http://10.0.0.5:8080/', HTTP_REFUSED],
    ['http://192.168.1.20', HTTP_REFUSED],
    ['http://127.0.0.2', HTTP_REFUSED],
    ['http://localhost.example.com', HTTP_REFUSED],
    ['http://[::2]', HTTP_REFUSED],
  ])('refuses %j', (input, message) => {
    expect(parseServerAddress(input)).toEqual({ ok: false, message });
  });
});

describe('checkServer (GET /healthz)', () => {
  let server: LocalServer;
  let behaviour: 'ok' | 'not-ours' | 'missing' | 'redirect' | 'slow' = 'ok';

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url !== '/healthz') return json(res, 404, { success: false, message: 'Not found' });
      if (behaviour === 'ok') return json(res, 200, { status: 'ok' });
      if (behaviour === 'not-ours') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>Welcome to nginx</html>');
      }
      if (behaviour === 'missing') return json(res, 404, { success: false, message: 'Not found' });
      if (behaviour === 'redirect') {
        res.writeHead(301, { location: 'https://secure.example.com/healthz' });
        return res.end();
      }
      setTimeout(() => json(res, 200, { status: 'ok' }), 2000);
    });
  });
  afterAll(() => server.close());

  it('accepts a server whose /healthz says ok', async () => {
    behaviour = 'ok';
    expect(await checkServer(server.origin, fetch)).toEqual({ ok: true, origin: server.origin });
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/healthz' });
  });

  it('refuses a web server that is not the console server', async () => {
    behaviour = 'not-ours';
    expect(await checkServer(server.origin, fetch)).toEqual({ ok: false, message: "This address does not look like the console's server (HTTP 200)" });
    behaviour = 'missing';
    expect(await checkServer(server.origin, fetch)).toEqual({ ok: false, message: "This address does not look like the console's server (HTTP 404)" });
  });

  it('does not follow a redirect but names the address to use', async () => {
    behaviour = 'redirect';
    expect(await checkServer(server.origin, fetch)).toEqual({ ok: false, message: 'The server redirects to https://secure.example.com: use that address' });
  });

  it("explains a redirect refused by Electron's fetch, which gives no target", async () => {
    const electronLike = async () => {
      throw new Error('Redirect was cancelled');
    };
    expect(await checkServer('http://www.example.com', electronLike)).toEqual({
      ok: false,
      message: 'The server redirects to another address: enter that one (often its https:// address)',
    });
  });

  it('gives up after the timeout', async () => {
    behaviour = 'slow';
    const started = Date.now();
    expect(await checkServer(server.origin, fetch, 1000)).toEqual({ ok: false, message: 'The server did not answer within 1 second' });
    expect(Date.now() - started).toBeLessThan(1900);
  });

  it('reports a server that cannot be reached', async () => {
    const closed = await startLocalServer(() => undefined);
    await closed.close();
    expect(await checkServer(closed.origin, fetch)).toEqual({ ok: false, message: `The server could not be reached at ${closed.origin}` });
  });

  it('validates before checking, and checks the origin only', async () => {
    behaviour = 'ok';
    expect(await validateServer(`${server.origin}/wp-admin`, fetch)).toEqual({ ok: true, origin: server.origin });
    const before = server.requests.length;
    expect(await validateServer('ftp://example.com', fetch)).toEqual({ ok: false, message: 'Use an http:// or https:// address' });
    expect(server.requests.length).toBe(before);
  });
});
