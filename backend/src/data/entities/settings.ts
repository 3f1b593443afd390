import { EntitySchema } from 'typeorm';
import { datetime, text } from './columns.js';

export interface SettingsRow {
  id: string;
  data: string;
  updatedAt: Date;
}

export const SettingsEntity = new EntitySchema<SettingsRow>({
  name: 'Settings',
  tableName: 'settings',
  columns: {
    id: { type: 'varchar', length: 16, primary: true },
    data: text(),
    updatedAt: datetime(),
  },
});
