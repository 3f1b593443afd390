import { createHash, randomBytes } from 'node:crypto';
import { In, LessThan, type DataSource } from 'typeorm';
import type { Config } from '../config.js';
import { SessionEntity, UserEntity, type Session, type User } from '../entities/index.js';

export interface CreatedSession {
  token: string;
  session: Session;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: DataSource,
  config: Pick<Config, 'sessionTtlMs'>,
  userId: string,
  client: Session['client'],
): Promise<CreatedSession> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const session: Session = {
    id: hashToken(token),
    userId,
    client,
    xsrfToken: client === 'web' ? randomBytes(24).toString('base64url') : null,
    expiresAt: new Date(now.getTime() + config.sessionTtlMs[client]),
    createdAt: now,
  };
  await db.getRepository(SessionEntity).insert(session);
  return { token, session };
}

export interface ResolvedSession {
  session: Session;
  user: User;
}

/**
 * Finds the live session of a token and its user. A session past half its lifetime is extended,
 * so an admin who keeps working stays signed in, with at most one write per half lifetime.
 */
export async function resolveSession(
  db: DataSource,
  config: Pick<Config, 'sessionTtlMs'>,
  token: string,
): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const sessions = db.getRepository(SessionEntity);
  const session = await sessions.findOneBy({ id: hashToken(token) });
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await sessions.delete({ id: session.id });
    return null;
  }
  const user = await db.getRepository(UserEntity).findOneBy({ id: session.userId });
  if (!user) return null;
  const ttl = config.sessionTtlMs[session.client];
  if (session.expiresAt.getTime() - now < ttl / 2) {
    session.expiresAt = new Date(now + ttl);
    await sessions.update({ id: session.id }, { expiresAt: session.expiresAt });
  }
  return { session, user };
}

/**
 * Of these sessions, those still live whose user still has `role`, with when each expires. Reads
 * only (a socket's checks never extend a session).
 */
export async function liveSessions(db: DataSource, ids: string[], role: User['role']): Promise<Map<string, Date>> {
  const live = new Map<string, Date>();
  if (ids.length === 0) return live;
  const now = Date.now();
  const sessions = (await db.getRepository(SessionEntity).findBy({ id: In(ids) })).filter((s) => s.expiresAt.getTime() > now);
  if (sessions.length === 0) return live;
  const users = await db.getRepository(UserEntity).findBy({ id: In([...new Set(sessions.map((s) => s.userId))]) });
  const allowed = new Set(users.filter((u) => u.role === role).map((u) => u.id));
  for (const s of sessions) if (allowed.has(s.userId)) live.set(s.id, s.expiresAt);
  return live;
}

export async function deleteSession(db: DataSource, sessionId: string): Promise<void> {
  await db.getRepository(SessionEntity).delete({ id: sessionId });
}

export async function deleteExpiredSessions(db: DataSource): Promise<number> {
  const result = await db.getRepository(SessionEntity).delete({ expiresAt: LessThan(new Date()) });
  return result.affected ?? 0;
}
