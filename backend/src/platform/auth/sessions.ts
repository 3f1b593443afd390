import { createHash, randomBytes } from 'node:crypto';
import { In, LessThan, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import type { Role } from '@itsite/shared/contract';
import type { Config } from '../../kernel/config.js';
import type { AppDeps } from '../../kernel/context.js';
import { loadSecurity } from '../../data/security.js';
import { SessionEntity, UserEntity, type Session, type User } from '../../data/entities/index.js';

export interface CreatedSession {
  token: string;
  session: Session;
}

/** SHA-256 of a secret token (sessions and set-password links are stored by it, never as themselves). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a sign-in came from, kept with its session so its owner can recognise it. */
export interface SessionOrigin {
  userAgent?: string | null;
  ip?: string | null;
}

export async function createSession(
  db: DataSource,
  config: Pick<Config, 'sessionTtlMs'>,
  userId: string,
  client: Session['client'],
  origin: SessionOrigin = {},
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
    userAgent: origin.userAgent ? origin.userAgent.slice(0, 255) : null,
    ip: origin.ip ? origin.ip.slice(0, 64) : null,
    lastSeenAt: now,
  };
  await db.getRepository(SessionEntity).insert(session);
  return { token, session };
}

/** "Last seen" is written at most this often per session: a minute is as exact as a person reads it. */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * A session's reference for its owner's list and for ending it: derived from its id (itself a hash
 * of the token), so neither the token nor the stored id ever leaves the server.
 */
export const sessionRef = (id: string) => createHash('sha256').update(`session-ref:${id}`).digest('hex').slice(0, 24);

export interface ResolvedSession {
  session: Session;
  user: User;
}

/**
 * Finds the live session of a token and its user. A session past half its lifetime is extended,
 * so an admin who keeps working stays signed in, and its "last seen" is kept to the minute: at most
 * one write a minute per session.
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
  // A deactivated account's sessions were ended with it; should one remain, it opens nothing.
  if (!user || !user.active) return null;
  const ttl = config.sessionTtlMs[session.client];
  const changes: Partial<Session> = {};
  if (session.expiresAt.getTime() - now < ttl / 2) changes.expiresAt = session.expiresAt = new Date(now + ttl);
  if (!session.lastSeenAt || now - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) changes.lastSeenAt = session.lastSeenAt = new Date(now);
  if (Object.keys(changes).length) await sessions.update({ id: session.id }, changes);
  return { session, user };
}

/**
 * Of these sessions, those still live whose account is still active, with when each expires and
 * the account's role now (a socket's role is read again, so a changed role applies at once). Reads
 * only (a socket's checks never extend a session).
 */
export async function liveSessions(db: DataSource, ids: string[]): Promise<Map<string, { expiresAt: Date; role: Role }>> {
  const live = new Map<string, { expiresAt: Date; role: Role }>();
  if (ids.length === 0) return live;
  const now = Date.now();
  const sessions = (await db.getRepository(SessionEntity).findBy({ id: In(ids) })).filter((s) => s.expiresAt.getTime() > now);
  if (sessions.length === 0) return live;
  const users = await db.getRepository(UserEntity).findBy({ id: In([...new Set(sessions.map((s) => s.userId))]) });
  // An account the two-step rule locks out keeps its session for My account, but no live events.
  const { requireTwoFactor } = await loadSecurity(db);
  const roleOf = new Map(users.filter((u) => u.active && !(requireTwoFactor && !u.totpSecret)).map((u) => [u.id, u.role]));
  for (const s of sessions) {
    const role = roleOf.get(s.userId);
    if (role) live.set(s.id, { expiresAt: s.expiresAt, role });
  }
  return live;
}

/** Ends every session of an account (deactivated, password reset): returns their ids, for the sockets to close. */
export async function endSessionsOf(db: DataSource | EntityManager, userId: string, except?: string): Promise<string[]> {
  const repo = db.getRepository(SessionEntity);
  const ids = (await repo.find({ select: { id: true }, where: { userId } })).map((s) => s.id).filter((id) => id !== except);
  if (ids.length) await repo.delete({ id: In(ids) });
  return ids;
}

export async function deleteSession(db: DataSource, sessionId: string): Promise<void> {
  await db.getRepository(SessionEntity).delete({ id: sessionId });
}

export async function deleteExpiredSessions(db: DataSource): Promise<number> {
  const result = await db.getRepository(SessionEntity).delete({ expiresAt: LessThan(new Date()) });
  return result.affected ?? 0;
}

/** How many of an account's sessions its list shows (the most recently used). */
export const SESSIONS_LISTED = 50;

/** An account's live sessions, most recently used first. */
export async function sessionsOf(db: DataSource, userId: string): Promise<Session[]> {
  const live = await db.getRepository(SessionEntity).find({
    where: { userId, expiresAt: MoreThan(new Date()) },
    order: { createdAt: 'DESC' },
    take: SESSIONS_LISTED,
  });
  const seen = (s: Session) => (s.lastSeenAt ?? s.createdAt).getTime();
  return live.sort((a, b) => seen(b) - seen(a));
}

/** Ends one session of an account by its reference: its id, for the sockets to close; undefined when the account has none such. */
export async function endSessionByRef(db: DataSource, userId: string, ref: string): Promise<string | undefined> {
  const repo = db.getRepository(SessionEntity);
  const ids = (await repo.find({ select: { id: true }, where: { userId } })).map((s) => s.id);
  const id = ids.find((candidate) => sessionRef(candidate) === ref);
  if (id) await repo.delete({ id, userId });
  return id;
}

/** Tells every instance that these sessions ended, so their sockets close now (the sweep would, later). */
export async function announceEnded(deps: Pick<AppDeps, 'bus' | 'logger'>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await deps.bus.endSessions(ids).catch((err: unknown) => deps.logger.warn({ err }, 'could not announce the ended sessions'));
}

/** The sessions of the accounts the two-step rule locks out (active, without a second step): their sockets close when the rule is turned on. */
export async function sessionsWithoutTwoFactor(db: DataSource): Promise<string[]> {
  const locked = (await db.getRepository(UserEntity).find({ select: { id: true, totpSecret: true } })).filter((u) => !u.totpSecret).map((u) => u.id);
  if (locked.length === 0) return [];
  return (await db.getRepository(SessionEntity).find({ select: { id: true }, where: { userId: In(locked) } })).map((s) => s.id);
}
