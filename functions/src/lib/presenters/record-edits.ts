import type { RecordEdits } from '@reno/domain';

/**
 * When a record was made, who made and last changed it, when, and its edit number
 * (docs/product.md#record-edits): the fields every record's answer ends with.
 */
export const presentStamps = (
  record: RecordEdits & { createdAt: string },
): RecordEdits & { createdAt: string } => ({
  createdAt: record.createdAt,
  version: record.version,
  createdBy: record.createdBy,
  updatedBy: record.updatedBy,
  updatedAt: record.updatedAt,
});
