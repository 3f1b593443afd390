import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, createBackup, restoreBackup } from '../backup/backup.js';
import { loadConfig } from '../kernel/config.js';

/**
 * `npm run backup -- <file>`: one archive of the database and the media library, taken while the
 * server runs. `npm run backup -- --dir <folder> [--keep N]`: the same into a dated file of that
 * folder (`site-2026-12-02T023000Z.tar.gz`), then only the newest N of its archives are kept (what
 * the scheduled backup runs: scripts/deploy/itsite-backup.service). `npm run restore -- <file>
 * [--force]`: into the database and storage the server's variables name (an empty one, unless
 * --force). Both use DATABASE_URL, DATA_DIR, MEDIA_STORAGE and S3_* as the server does; a backup
 * exits non-zero when it did not write its archive whole.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { restore: { type: 'boolean' }, force: { type: 'boolean' }, dir: { type: 'string' }, keep: { type: 'string' } },
});
const usage = values.restore ? 'usage: npm run restore -- <backup.tar.gz> [--force]\n' : 'usage: npm run backup -- <backup.tar.gz> | --dir <folder> [--keep N]\n';
const keep = values.keep === undefined ? undefined : Number(values.keep);
const [named] = positionals;
if ((values.dir ? named !== undefined : !named) || (keep !== undefined && (!values.dir || !Number.isInteger(keep) || keep < 1))) {
  process.stderr.write(usage);
  process.exit(2);
}

/** A dated archive's name: sorting the names sorts the archives by age. */
const ARCHIVE = /^site-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/;
const datedName = (at: Date) => `site-${at.toISOString().slice(0, 19).replace(/:/g, '')}Z.tar.gz`;

try {
  const config = loadConfig();
  if (values.restore) {
    const manifest = await restoreBackup(config, named, { force: values.force, log: (line) => void process.stdout.write(`${line}\n`) });
    process.stdout.write(`restored the backup of ${manifest.createdAt} (${manifest.product.name} ${manifest.product.version}, ${manifest.database}) into ${config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/site.db`}\n`);
  } else {
    const file = values.dir ? path.join(values.dir, datedName(new Date())) : named;
    const manifest = await createBackup(config, file);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    const media = manifest.media.objects ? `${manifest.media.objects.length} media objects listed` : `${Object.keys(manifest.files).filter((f) => f.startsWith('media/')).length} media files`;
    process.stdout.write(`backup written to ${file}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${media}, ${manifest.migrations.length} migrations\n`);
    if (values.dir && keep !== undefined) {
      const archives = (await fs.readdir(values.dir)).filter((name) => ARCHIVE.test(name)).sort();
      for (const old of archives.slice(0, Math.max(0, archives.length - keep))) {
        await fs.rm(path.join(values.dir, old));
        process.stdout.write(`removed ${old} (keeping the newest ${keep})\n`);
      }
    }
  }
} catch (err) {
  process.stderr.write(`${values.restore ? 'restore' : 'backup'} failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(err instanceof BackupError ? 2 : 1);
}
