import type { RecordEdits } from '@reno/domain';

/** Who made and last changed a record, when, and its edit number (docs/product.md#record-edits). */
export const presentEdits = (record: RecordEdits): RecordEdits => ({
  version: record.version,
  createdBy: record.createdBy,
  updatedBy: record.updatedBy,
  updatedAt: record.updatedAt,
});
