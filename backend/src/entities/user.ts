import { EntitySchema } from 'typeorm';
import type { Role } from '@itsite/shared/contract';
import { datetime, idColumn, varchar } from './columns.js';

export interface User {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  role: Role;
  createdAt: Date;
  updatedAt: Date;
}

export const UserEntity = new EntitySchema<User>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: idColumn(),
    name: varchar(100),
    email: varchar(254),
    phone: varchar(32, true),
    passwordHash: varchar(255),
    role: varchar(16),
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});
