/** A record kind's words for its delete (docs/product.md#failure-words). */
export interface DeleteWords {
  /** What the console names on a failure: 'Room' → 'Room delete failed'. */
  what: string;
  /** The toasts: 'Room deleted successfully'; 'Failed to delete room', with Retry where it may help. */
  deleted: string;
  failed: string;
}

/**
 * The delete words of the record kind the screens call `noun` ('Room'): 'Room deleted successfully', 'Failed
 * to delete room', and 'Room delete failed' in the console (`loggedAs` there: 'Maintenance task').
 */
export function deleteWords(noun: string, loggedAs: string = noun): DeleteWords {
  return {
    what: loggedAs,
    deleted: `${noun} deleted successfully`,
    failed: `Failed to delete ${noun.toLowerCase()}`,
  };
}
