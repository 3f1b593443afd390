import { EntitySchema } from 'typeorm';
import { datetime } from './columns.js';

/** A "form shown at" token that carried a stored message or review (each token carries one). */
export interface FormTokenUse {
  /** SHA-256 of the token. */
  tokenHash: string;
  usedAt: Date;
}

export const FormTokenUseEntity = new EntitySchema<FormTokenUse>({
  name: 'FormTokenUse',
  tableName: 'form_token_uses',
  columns: {
    tokenHash: { type: 'varchar', length: 64, primary: true },
    usedAt: datetime(),
  },
  indices: [{ name: 'IDX_form_token_uses_usedAt', columns: ['usedAt'] }],
});
