import { createHash } from 'node:crypto';
import { LessThan, type DataSource, type EntityManager } from 'typeorm';
import { FormTokenUseEntity } from '../../data/entities/index.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Records that `token` carried a stored message or review, in the caller's transaction; false when
 * it already had (the submission is then spam: one view of a form sends one message, and a bot
 * cannot send thousands with the token of one page).
 */
export async function consumeFormToken(m: EntityManager, token: string, now = new Date()): Promise<boolean> {
  const repo = m.getRepository(FormTokenUseEntity);
  const tokenHash = hashOf(token);
  if (await repo.findOneBy({ tokenHash })) return false;
  try {
    await repo.insert({ tokenHash, usedAt: now });
    return true;
  } catch (err) {
    // The same token in a submission committing at the same moment: that one has it.
    const code = (err as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (err as { code?: string }).code;
    if (code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE') return false;
    throw err;
  }
}

/** Uses of tokens older than a token lives are forgotten (the hourly sweep). */
export async function forgetOldFormTokenUses(db: DataSource, now = new Date()): Promise<void> {
  await db.getRepository(FormTokenUseEntity).delete({ usedAt: LessThan(new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000)) });
}
