import type { SessionDto, StaffDto, StaffOptionDto, UserDto } from '@itsite/shared/contract';
import { describeDevice } from '../../platform/auth/device.js';
import { sessionRef } from '../../platform/auth/sessions.js';
import type { Session, User } from '../../data/entities/index.js';

/** A staff account as its owner and other staff see it: never the password hash. */
export const presentUser = (u: User): UserDto => ({ _id: u.id, name: u.name, email: u.email, phone: u.phone, role: u.role, twoFactorEnabled: Boolean(u.totpSecret) });

/** A staff account as the staff screen lists it: whether it is active and has set a password, never a hash. */
export const presentStaff = (u: User, now = new Date()): StaffDto => ({
  ...presentUser(u),
  active: u.active,
  hasPassword: u.passwordHash !== '',
  passwordLinkExpiresAt: u.passwordTokenHash && u.passwordTokenExpiresAt && u.passwordTokenExpiresAt > now ? u.passwordTokenExpiresAt.toISOString() : null,
  createdAt: u.createdAt.toISOString(),
});

export const presentStaffOption = (u: User): StaffOptionDto => ({ _id: u.id, name: u.name, email: u.email });

/** One of an account's sessions as its owner sees it: a reference to end it by, never its token or id. */
export const presentSession = (s: Session, currentId: string): SessionDto => ({
  _id: sessionRef(s.id),
  client: s.client,
  device: describeDevice(s.userAgent, s.client),
  ip: s.ip,
  createdAt: s.createdAt.toISOString(),
  lastSeenAt: (s.lastSeenAt ?? s.createdAt).toISOString(),
  current: s.id === currentId,
});
