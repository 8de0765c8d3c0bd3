// @vitest-environment jsdom
// Every time on screen is the store's: an associate in Montréal reads Montréal's clock, even on a
// workstation (or a test machine) set to another zone.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateText, RelativeTime } from '../../../renderer/src/ui';
import { LocaleProvider } from '../../../renderer/src/ui/locale';

afterEach(cleanup);

const AT = '2026-11-25T17:05:00.000Z';

describe("times in the store's time zone", () => {
  it('shows a time in the store zone given to the provider, in the UI language', () => {
    render(
      <LocaleProvider locale="fr-CA" timeZone="America/Toronto">
        <DateText value={AT} style="time" />
      </LocaleProvider>,
    );
    expect(screen.getByText('12 h 05')).toBeTruthy();
  });

  it('follows the store, not the language: the same instant in Los Angeles and in Spanish', () => {
    const { container } = render(
      <LocaleProvider locale="es-US" timeZone="America/Los_Angeles">
        <DateText value={AT} style="time" />
      </LocaleProvider>,
    );
    expect(container.querySelector('time')?.textContent?.replace(/\s/g, ' ')).toBe('9:05 a.m.');
  });

  it('gives the full date of a relative time in the store zone too', () => {
    const { container } = render(
      <LocaleProvider locale="en-US" timeZone="Asia/Tokyo">
        <RelativeTime value={AT} />
      </LocaleProvider>,
    );
    expect(container.querySelector('time')?.getAttribute('title')?.replace(/\s/g, ' ')).toBe(
      'Nov 26, 2026, 2:05 AM',
    );
  });
});
