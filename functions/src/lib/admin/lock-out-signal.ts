/**
 * The message of the one log line written when an address gets locked out of the admin routes. The
 * monitoring stack counts these lines with a metric filter and alarms on any, so both sides share it.
 */
export const ADMIN_LOCK_OUT_LOG = 'Admin lock-out started';

/** Where the metric filter publishes the count. */
export const ADMIN_LOCK_OUT_METRIC = { namespace: 'HomeRenovationTracker', name: 'AdminLockOuts' } as const;
