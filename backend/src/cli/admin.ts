import { parseArgs } from 'node:util';
import { adminAccountSchema } from '@itsite/shared/contract';
import { randomPassword } from '../platform/auth/password.js';
import { disableTwoFactorFor, findUserByLogin, upsertAdmin } from '../features/staff/index.js';
import { loadConfig } from '../kernel/config.js';
import { openDatabase } from '../data/data-source.js';

/**
 * `npm run admin -- --email a@b.c [--password ...] [--name ...] [--phone ...]`: create or reset an admin.
 * `npm run admin -- --disable-2fa --email a@b.c`: turns two-step sign-in off for that account (the
 * way back in for someone who lost their phone and recovery codes); the password stays as it is.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    phone: { type: 'string' },
    'disable-2fa': { type: 'boolean' },
  },
});

if (values['disable-2fa']) {
  if (!values.email) {
    process.stderr.write('usage: npm run admin -- --disable-2fa --email admin@company.com\n');
    process.exit(2);
  }
  const db = await openDatabase(loadConfig());
  try {
    const user = await findUserByLogin(db, values.email);
    if (!user) {
      process.stderr.write(`No account signs in with ${values.email}\n`);
      process.exit(2);
    }
    await disableTwoFactorFor(db, user);
    process.stdout.write(`Two-step sign-in turned off for ${user.email}: it signs in with its password alone until it sets it up again\n`);
  } finally {
    await db.destroy();
  }
  process.exit(0);
}

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
