/**
 * Runs the local stack's reminder sweep as if it were `at` (an ISO time): the clock set, the sweep run, the
 * clock put back. The clock is set each time: a journey's run at the other screen size moves it too.
 */
export async function sweepRemindersAt(stackUrl: string, at: string): Promise<void> {
  const local = (path: string, body: object) =>
    fetch(`${stackUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await local('/local/clock', { at });
  await local('/local/jobs/reminder-sweep', {});
  await local('/local/clock', { reset: true });
}
