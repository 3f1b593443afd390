import { EntitySchema } from 'typeorm';
import type { ApplicationStatus, Attribution, ColumnValuesOf, applicationType } from '@itsite/shared/contract';
import { attributionColumns, datetime, idColumn, int, refColumn, text, varchar } from './columns.js';

/**
 * An application to an open role (shared/docs/admin.md#applications): the applicant's fields, the
 * role it was for, its CV's name, type and size (the file is ApplicationCv's), and its life in the
 * inbox. Its timeline is rows of lead_notes under its id.
 */
export interface JobApplication extends ColumnValuesOf<typeof applicationType>, Partial<Attribution> {
  id: string;
  roleId: string;
  /** The role's title when it was sent (a role renamed or deleted later does not change it). */
  roleTitle: string;
  cvName: string;
  cvType: string;
  cvBytes: number;
  status: ApplicationStatus;
  ownerId: string | null;
  createdAt: Date;
}

export const JobApplicationEntity = new EntitySchema<JobApplication>({
  name: 'JobApplication',
  tableName: 'job_applications',
  columns: {
    id: idColumn(),
    roleId: refColumn(),
    roleTitle: varchar(300),
    name: varchar(100),
    email: varchar(254),
    phone: varchar(32),
    message: text(),
    cvName: varchar(200),
    cvType: varchar(100),
    cvBytes: int(),
    status: { type: 'varchar', length: 16, default: 'new' },
    ownerId: refColumn(true),
    createdAt: datetime(),
    // Where the visit that sent it started: kept as long as the application.
    ...attributionColumns(),
  },
});

/** An application's CV: private, in the database (never under the public uploads), removed with it. */
export interface ApplicationCv {
  applicationId: string;
  content: Buffer;
}

export const ApplicationCvEntity = new EntitySchema<ApplicationCv>({
  name: 'ApplicationCv',
  tableName: 'application_cvs',
  columns: {
    applicationId: idColumn(),
    // MEDIUMBLOB on MySQL/MariaDB (the migration says so).
    content: { type: 'blob' },
  },
});
