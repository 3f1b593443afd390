/** A stand-in for Electron's safeStorage: reversible, never the plain text, availability switchable. */
export function fakeSafeStorage() {
  const state = { available: true };
  return {
    state,
    isEncryptionAvailable: () => state.available,
    encryptString: (plain: string) => Buffer.from(`enc:${Buffer.from(plain).toString('base64')}`),
    decryptString: (data: Buffer) => {
      const text = data.toString();
      if (!text.startsWith('enc:')) throw new Error('Error while decrypting the ciphertext');
      return Buffer.from(text.slice(4), 'base64').toString();
    },
  };
}
