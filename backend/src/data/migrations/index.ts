import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationInterface } from 'typeorm';

/**
 * Every migration in this folder, in the order of their timestamps: a new migration is a new file
 * named `<13-digit timestamp>-<Name>.ts` exporting its class, and nothing else needs to list it.
 * Run at start; the schema is never synchronized.
 */
type MigrationClass = new () => MigrationInterface;

const self = fileURLToPath(import.meta.url);
const ext = path.extname(self);
const files = fs
  .readdirSync(path.dirname(self))
  .filter((f) => /^\d{13}-[\w-]+\.[jt]s$/.test(f) && path.extname(f) === ext)
  .sort();

const isMigration = (value: unknown): value is MigrationClass => typeof value === 'function' && typeof (value.prototype as { up?: unknown } | undefined)?.up === 'function';

export const migrations: MigrationClass[] = [];
for (const file of files) {
  const mod = (await import(`./${file}`)) as Record<string, unknown>;
  migrations.push(...Object.values(mod).filter(isMigration));
}
