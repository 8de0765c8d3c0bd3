// A time a client sends ("happened at": when a sale was rung up or a drawer counted, maybe offline) is only
// a claim. The platform keeps its own receive time beside it and accepts the claim only inside a window:
// not in the future (beyond a small clock-skew allowance), not before what it must follow (the drawer's
// day opening), and not older than a workstation can plausibly have been offline.
import { badRequest } from './api-error';

/** How far a workstation's clock may run ahead of the platform's. */
export const CLOCK_SKEW_ALLOWANCE_SECONDS = 5 * 60;
/** Oldest "happened at" accepted for work that starts something (a drawer's day, a counter sale). */
export const OFFLINE_WINDOW_HOURS = 72;

/** What a time must not be before, in the sentence of its refusal (its values say which, for a screen). */
const NOT_BEFORE_WHAT = {
  previous_close: "the drawer's previous daily_close",
  day_opening: "the drawer's day opening (daily_open)",
} as const;

export interface ClientTimeRules {
  /** The platform's clock. */
  now: Date;
  /** The time must not be earlier than this (e.g. the drawer's day opening), with what it is. */
  notBefore?: { at: string; what: keyof typeof NOT_BEFORE_WHAT };
  /** The time must not be older than OFFLINE_WINDOW_HOURS before now. */
  withinOfflineWindow?: boolean;
}

/** 400 naming `field` when `value` (an RFC 3339 time the schema accepted) is outside its window. */
export function checkClientTime(field: string, value: string, rules: ClientTimeRules): void {
  const at = Date.parse(value);
  const latest = rules.now.getTime() + CLOCK_SKEW_ALLOWANCE_SECONDS * 1000;
  if (at > latest) {
    const latestAt = new Date(latest).toISOString();
    throw badRequest(
      'time_in_future',
      `${field} ${value} is later than the platform's clock allows.`,
      [
        {
          path: field,
          message: `must not be later than ${latestAt} (now + ${CLOCK_SKEW_ALLOWANCE_SECONDS} s of clock skew)`,
        },
      ],
      { sentAt: value, latestAt },
    );
  }
  if (rules.notBefore && at < Date.parse(rules.notBefore.at)) {
    const what = NOT_BEFORE_WHAT[rules.notBefore.what];
    throw badRequest(
      'time_before_window',
      `${field} ${value} is before ${what}.`,
      [{ path: field, message: `must not be before ${rules.notBefore.at}, ${what}` }],
      { why: rules.notBefore.what, sentAt: value, limitAt: rules.notBefore.at },
    );
  }
  const earliest = rules.now.getTime() - OFFLINE_WINDOW_HOURS * 3600 * 1000;
  if (rules.withinOfflineWindow && at < earliest) {
    const limitAt = new Date(earliest).toISOString();
    throw badRequest(
      'time_before_window',
      `${field} ${value} is older than work kept offline can be.`,
      [{ path: field, message: `must not be before ${limitAt} (${OFFLINE_WINDOW_HOURS} hours ago)` }],
      { why: 'offline_window', sentAt: value, limitAt },
    );
  }
}
