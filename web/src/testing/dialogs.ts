import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until every dialog has finished its exit transition and left the DOM: until then MUI keeps
 * the rest of the page aria-hidden, so role queries outside the dialog would not see it.
 */
export async function waitForDialogsToClose(): Promise<void> {
  await waitFor(() =>
    expect(document.querySelector('[role="dialog"], [role="presentation"].MuiModal-root')).toBeNull(),
  );
}
