import { parseArgs } from 'node:util';
import { BackupError, createBackup, restoreBackup } from '../backup/backup.js';
import { loadConfig } from '../kernel/config.js';

/**
 * `npm run backup -- <file>`: one archive of the database and the media library, taken while the
 * server runs. `npm run restore -- <file> [--force]`: into the database and storage the server's
 * variables name (an empty one, unless --force). Both use DATABASE_URL, DATA_DIR, MEDIA_STORAGE
 * and S3_* as the server does.
 */
const { positionals, values } = parseArgs({ allowPositionals: true, options: { restore: { type: 'boolean' }, force: { type: 'boolean' } } });
const [file] = positionals;
if (!file) {
  process.stderr.write(values.restore ? 'usage: npm run restore -- <backup.tar.gz> [--force]\n' : 'usage: npm run backup -- <backup.tar.gz>\n');
  process.exit(2);
}

try {
  const config = loadConfig();
  if (values.restore) {
    const manifest = await restoreBackup(config, file, { force: values.force, log: (line) => void process.stdout.write(`${line}\n`) });
    process.stdout.write(`restored the backup of ${manifest.createdAt} (${manifest.product.name} ${manifest.product.version}, ${manifest.database}) into ${config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/site.db`}\n`);
  } else {
    const manifest = await createBackup(config, file);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    const media = manifest.media.objects ? `${manifest.media.objects.length} media objects listed` : `${Object.keys(manifest.files).filter((f) => f.startsWith('media/')).length} media files`;
    process.stdout.write(`backup written to ${file}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${media}, ${manifest.migrations.length} migrations\n`);
  }
} catch (err) {
  process.stderr.write(`${values.restore ? 'restore' : 'backup'} failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(err instanceof BackupError ? 2 : 1);
}
