import { readFileSync, rmSync } from 'node:fs';
import { safeStorage } from 'electron';
import { writeFileAtomic } from './fileUtil.js';

/** The part of Electron's safeStorage the console uses (an interface, so the store is testable). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which secret store protects the key. */
  getSelectedStorageBackend?(): string;
}

export class EncryptionUnavailableError extends Error {
  constructor() {
    super(
      'This computer offers no secure storage for the sign-in, so the console cannot keep you signed in. ' +
        'On Linux, install and unlock a keyring (GNOME Keyring or KWallet), then sign in again.',
    );
    this.name = 'EncryptionUnavailableError';
  }
}

/**
 * The desktop bearer token, encrypted with the operating system's key store (Keychain, DPAPI,
 * libsecret/kwallet) in a file of the user's profile. Never stored in plain text: when no real
 * key store is available it refuses to store rather than falling back.
 */
export class TokenStore {
  private cached: string | null | undefined;

  constructor(
    private readonly file: string,
    private readonly crypto: SafeStorageLike = safeStorage,
  ) {}

  /** Whether a token can be stored here (checked before credentials are even sent). */
  canStore(): boolean {
    if (!this.crypto.isEncryptionAvailable()) return false;
    // Without a secret service, Linux "encrypts" with a fixed, public key: as good as plain text.
    const backend = this.crypto.getSelectedStorageBackend?.();
    return backend !== 'basic_text';
  }

  save(token: string): void {
    if (!this.canStore()) throw new EncryptionUnavailableError();
    writeFileAtomic(this.file, this.crypto.encryptString(token));
    this.cached = token;
  }

  load(): string | null {
    if (this.cached !== undefined) return this.cached;
    let encrypted: Buffer;
    try {
      encrypted = readFileSync(this.file);
    } catch {
      this.cached = null;
      return null;
    }
    try {
      this.cached = this.crypto.isEncryptionAvailable() ? this.crypto.decryptString(encrypted) || null : null;
    } catch {
      // Encrypted under another user or key store: useless, and the user simply signs in again.
      this.cached = null;
      this.clear();
    }
    return this.cached;
  }

  clear(): void {
    this.cached = null;
    rmSync(this.file, { force: true });
  }
}
