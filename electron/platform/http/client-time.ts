// A time a client sends ("happened at": when a sale was rung up or a drawer counted, maybe offline) is only
// a claim. The platform keeps its own receive time beside it and accepts the claim only inside a window:
// not in the future (beyond a small clock-skew allowance), not before what it must follow (the drawer's
// day opening), and not older than a workstation can plausibly have been offline.
import { badRequest } from './api-error';

/** How far a workstation's clock may run ahead of the platform's. */
export const CLOCK_SKEW_ALLOWANCE_SECONDS = 5 * 60;
/** Oldest "happened at" accepted for work that starts something (a drawer's day, a counter sale). */
export const OFFLINE_WINDOW_HOURS = 72;

export interface ClientTimeRules {
  /** The platform's clock. */
  now: Date;
  /** The time must not be earlier than this (e.g. the drawer's day opening), with what it is. */
  notBefore?: { at: string; what: string };
  /** The time must not be older than OFFLINE_WINDOW_HOURS before now. */
  withinOfflineWindow?: boolean;
}

/** 400 naming `field` when `value` (an RFC 3339 time the schema accepted) is outside its window. */
export function checkClientTime(field: string, value: string, rules: ClientTimeRules): void {
  const at = Date.parse(value);
  const latest = rules.now.getTime() + CLOCK_SKEW_ALLOWANCE_SECONDS * 1000;
  if (at > latest) {
    throw badRequest('time_in_future', `${field} ${value} is later than the platform's clock allows.`, [
      {
        path: field,
        message: `must not be later than ${new Date(latest).toISOString()} (now + ${CLOCK_SKEW_ALLOWANCE_SECONDS} s of clock skew)`,
      },
    ]);
  }
  if (rules.notBefore && at < Date.parse(rules.notBefore.at)) {
    throw badRequest('time_before_window', `${field} ${value} is before ${rules.notBefore.what}.`, [
      { path: field, message: `must not be before ${rules.notBefore.at}, ${rules.notBefore.what}` },
    ]);
  }
  const earliest = rules.now.getTime() - OFFLINE_WINDOW_HOURS * 3600 * 1000;
  if (rules.withinOfflineWindow && at < earliest) {
    throw badRequest('time_before_window', `${field} ${value} is older than work kept offline can be.`, [
      {
        path: field,
        message: `must not be before ${new Date(earliest).toISOString()} (${OFFLINE_WINDOW_HOURS} hours ago)`,
      },
    ]);
  }
}
