import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@itsite/shared/api';
import type { DesktopApi } from '@itsite/shared/contract';
import { desktopAuthAdapter, unwrap } from './services.js';

function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe('desktop auth adapter', () => {
  it('returns the user from the bridge', async () => {
    const user = { _id: 'u', name: 'A', email: 'a@x.in', phone: null, role: 'admin' as const };
    const bridge = { auth: { login: vi.fn(async () => ({ ok: true as const, value: user })) } } as unknown as DesktopApi;
    expect(await desktopAuthAdapter(bridge).login('a@x.in', 'pw')).toEqual(user);
  });

  it('turns a refused call into the ApiError the login screen shows', () => {
    const errors = [{ path: 'email', message: 'Email or phone is required' }];
    const invalid = caught(() => unwrap({ ok: false, error: { status: 400, message: 'Invalid input', errors } }));
    expect(invalid).toBeInstanceOf(ApiError);
    expect(invalid).toMatchObject({ status: 400, message: 'Invalid input', errors });
    const offline = caught(() => unwrap({ ok: false, error: { status: 0, message: 'The server could not be reached' } }));
    expect((offline as ApiError).isNetworkError).toBe(true);
  });
});
