import type { UserDto } from '@itsite/shared/contract';
import type { User } from '../entities/index.js';

/** A staff account as its owner and other staff see it: never the password hash. */
export const presentUser = (u: User): UserDto => ({ _id: u.id, name: u.name, email: u.email, phone: u.phone, role: u.role });
