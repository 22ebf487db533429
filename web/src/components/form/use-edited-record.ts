import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { describeError } from '../../lib/api-errors';
import type { EditedRecord } from '../../lib/record-mutations';

/** The refusal of an update made on a version someone has changed since, with the form's way back. */
export interface StaleEdit {
  /** The API's words: 'Sam changed this expense after you opened it'. */
  message: string;
  reload: () => void;
  reloading: boolean;
}

/** The newer of two copies of the same record (the form's, and one reloaded or saved since). */
const newer = (a: EditedRecord | null | undefined, b: EditedRecord | null): EditedRecord | null =>
  a && b && b.id === a.id && b.version > a.version ? b : (a ?? null);

const versionOf = (saved: unknown): number | undefined => {
  const version = (saved as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
};

/**
 * The record a form's update is made on (docs/product.md#concurrency): the newest copy the form has seen
 * (as opened, reloaded, or answered by its own save), whose version the update names. When someone changed
 * the record since, the API's words are kept as `stale`, with 'Reload' (`reload` fetches the record anew
 * into the form); a reload that fails says why through `onFailure`.
 */
export function useEditedRecord(
  opened: EditedRecord | null | undefined,
  reload: (() => Promise<EditedRecord>) | undefined,
  onFailure: (message: string) => void,
) {
  const [latest, setLatest] = useState<EditedRecord | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const editing = newer(opened, latest);

  const reloadRecord = () => {
    if (!reload) return;
    setReloading(true);
    reload()
      .then((fresh) => {
        setLatest(fresh);
        setRefusal(null);
      })
      .catch((error: unknown) => onFailure(describeError(error).message))
      .finally(() => setReloading(false));
  };

  const stale: StaleEdit | null = refusal ? { message: refusal, reload: reloadRecord, reloading } : null;
  return {
    editing,
    stale,
    clearStale: () => setRefusal(null),
    /** After a save: the version its answer carries is the one the next update is made on. */
    saved: (answer: unknown) => {
      const version = versionOf(answer);
      if (editing && version !== undefined) setLatest({ id: editing.id, version });
    },
    /** Whether a failed update was refused as stale (409); it is then kept as `stale`. */
    refusedAsStale: (error: unknown): boolean => {
      if (!editing || !reload || !(error instanceof ApiError) || error.status !== 409) return false;
      setRefusal(describeError(error).message);
      return true;
    },
  };
}
