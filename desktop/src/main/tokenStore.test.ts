import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EncryptionUnavailableError, TokenStore } from './tokenStore.js';

/**
 * Electron's safeStorage, faked: "encryption" XORs with a key and adds a header, so the file is
 * never the token in clear, and a file from another key does not decrypt.
 */
const safe = vi.hoisted(() => {
  const state = { available: true, backend: 'gnome_libsecret', key: 0x5a };
  const header = Buffer.from('v10');
  return {
    state,
    safeStorage: {
      isEncryptionAvailable: () => state.available,
      getSelectedStorageBackend: () => state.backend,
      encryptString: (plain: string) => {
        if (!state.available) throw new Error('Encryption is not available');
        return Buffer.concat([header, Buffer.from(Buffer.from(plain, 'utf8').map((b) => b ^ state.key))]);
      },
      decryptString: (data: Buffer) => {
        if (!data.subarray(0, 3).equals(header) || state.key !== 0x5a) throw new Error('Error while decrypting the ciphertext');
        return Buffer.from(data.subarray(3).map((b) => b ^ state.key)).toString('utf8');
      },
    },
  };
});
vi.mock('electron', () => ({ safeStorage: safe.safeStorage }));

const TOKEN = 'dsk_7f3a9c1e5b2d4f6a8c0e1b3d5f7a9c1e';

describe('TokenStore', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'console-token-'));
    file = path.join(dir, 'session.bin');
    Object.assign(safe.state, { available: true, backend: 'gnome_libsecret', key: 0x5a });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores the token encrypted and reads it back after a restart', () => {
    new TokenStore(file).save(TOKEN);
    const onDisk = readFileSync(file);
    expect(onDisk.includes(Buffer.from(TOKEN))).toBe(false);
    expect(onDisk.toString('latin1')).not.toContain(TOKEN);
    expect(new TokenStore(file).load()).toBe(TOKEN);
  });

  it('keeps the file readable by the user only', () => {
    new TokenStore(file).save(TOKEN);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('refuses to store when the system offers no encryption, writing nothing', () => {
    safe.state.available = false;
    const store = new TokenStore(file);
    expect(store.canStore()).toBe(false);
    expect(() => store.save(TOKEN)).toThrow(EncryptionUnavailableError);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses the Linux fallback whose key is public (no keyring)', () => {
    safe.state.backend = 'basic_text';
    const store = new TokenStore(file);
    expect(() => store.save(TOKEN)).toThrow(/keyring/);
    expect(existsSync(file)).toBe(false);
  });

  it('forgets the token on clear', () => {
    const store = new TokenStore(file);
    store.save(TOKEN);
    store.clear();
    expect(store.load()).toBeNull();
    expect(existsSync(file)).toBe(false);
    expect(new TokenStore(file).load()).toBeNull();
  });

  it('treats a token it cannot decrypt (another user, another key) as signed out and removes it', () => {
    new TokenStore(file).save(TOKEN);
    safe.state.key = 0x33;
    expect(new TokenStore(file).load()).toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it('has no token before the first sign-in, and ignores a plain-text file', () => {
    expect(new TokenStore(file).load()).toBeNull();
    writeFileSync(file, TOKEN);
    expect(new TokenStore(file).load()).toBeNull();
  });
});
