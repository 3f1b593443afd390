import { EntitySchema } from 'typeorm';
import { datetime } from './columns.js';

/** A visitor's write sent with an Idempotency-Key: in progress (status null) or its first answer. */
export interface IdempotencyKey {
  /** SHA-256 of method, path and the header's value. */
  keyHash: string;
  /** SHA-256 of the request body: the same key with another body is refused. */
  fingerprint: string;
  status: number | null;
  /** The answer's JSON. */
  body: string | null;
  createdAt: Date;
}

export const IdempotencyKeyEntity = new EntitySchema<IdempotencyKey>({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  columns: {
    keyHash: { type: 'varchar', length: 64, primary: true },
    fingerprint: { type: 'varchar', length: 64 },
    status: { type: 'int', nullable: true },
    body: { type: 'text', nullable: true },
    createdAt: datetime(),
  },
});
