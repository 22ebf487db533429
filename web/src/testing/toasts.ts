import { screen } from '@testing-library/react';

/** The toast (a status, or an alert for a failure) whose text is `text`, once it shows. */
export const toastWith = (text: string) =>
  screen.findByText(text, { selector: '[role="status"] *, [role="alert"] *' });
