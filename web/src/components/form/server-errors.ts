import { parseErrorMessage } from '@reno/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * SPEC §5: a server message 'text|[issues]' sets each field's error. Returns the text before the bar
 * (or null when the message carries no issue list), for the 'Validation Error' toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  message: string,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): { summary: string } | null {
  const parsed = parseErrorMessage(message);
  if (!parsed) return null;
  for (const [path, fieldMessage] of Object.entries(parsed.fieldErrors)) {
    const field = fields.find((name) => name === path);
    if (field) setError(field, { type: 'server', message: fieldMessage });
  }
  return { summary: parsed.summary };
}
