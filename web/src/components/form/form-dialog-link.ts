import { createContext, use, useEffect } from 'react';

/** What the form inside a FormDialog is doing, which decides how the dialog may close. */
export interface FormActivity {
  /** Fields were changed since the form opened or last saved. */
  dirty: boolean;
  /** A save is waiting for the server's answer. */
  saving: boolean;
  /** The last attempt of that save could not reach the server; it is being retried. */
  unreachable: boolean;
}

/** Present inside a FormDialog: the form reports its activity to it. */
export const FormDialogLink = createContext<((activity: Partial<FormActivity>) => void) | null>(null);

/** Tells the enclosing FormDialog, if any, about a change of the form's activity. */
export function useReportActivity(activity: Partial<FormActivity>): void {
  const report = use(FormDialogLink);
  const { dirty, saving, unreachable } = activity;
  useEffect(() => {
    const reported = Object.entries({ dirty, saving, unreachable }).filter(
      ([, value]) => value !== undefined,
    );
    if (reported.length > 0) report?.(Object.fromEntries(reported));
  }, [report, dirty, saving, unreachable]);
}
