import { parseArgs } from 'node:util';
import { adminAccountSchema } from '@itsite/shared/contract';
import { randomPassword } from '../auth/password.js';
import { upsertAdmin } from '../auth/users.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/data-source.js';

/** `npm run admin -- --email a@b.c [--password ...] [--name ...] [--phone ...]`: create or reset an admin. */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    phone: { type: 'string' },
  },
});

const generated = values.password ? undefined : randomPassword();
const parsed = adminAccountSchema.safeParse({ ...values, password: values.password ?? generated });
if (!parsed.success) {
  for (const issue of parsed.error.issues) process.stderr.write(`${issue.path.join('.') || 'input'}: ${issue.message}\n`);
  process.stderr.write('usage: npm run admin -- --email admin@company.com [--password <at least 10 chars>] [--name "Name"] [--phone +91...]\n');
  process.exit(2);
}

const db = await openDatabase(loadConfig());
try {
  const { user, created } = await upsertAdmin(db, parsed.data);
  process.stdout.write(`${created ? 'Created' : 'Updated'} admin ${user.email}${generated ? `\n  password: ${generated}` : ''}\n`);
} finally {
  await db.destroy();
}
