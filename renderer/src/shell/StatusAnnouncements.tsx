// What changes on its own while the associate works, said out loud (WCAG 4.1.3): the workstation going
// offline or coming back, and documents printed or failing. Nothing is shown: the status bar, the banner
// and the print panel already show it; this is for who does not see them change.
import { useEffect, useRef } from 'react';
import { printAnnouncement } from '../features/pickup/print-announcements';
import { usePosStore, usePosStoreApi } from '../store/pos-store';
import { useIntlShape, useMessages } from '../i18n/I18nProvider';
import { useAnnounce } from '../ui';
import { isOffline } from './connectivity';

export function StatusAnnouncements() {
  const announce = useAnnounce();
  const t = useMessages();
  const api = usePosStoreApi();
  const offline = usePosStore((state) => isOffline(state.session, state.sync));
  const wasOffline = useRef(offline);

  useEffect(() => {
    if (wasOffline.current === offline) return;
    wasOffline.current = offline;
    if (offline) announce(t('shell.announce.offline'), 'assertive');
    else announce(t('shell.announce.online'));
  }, [offline, announce, t]);

  // react-intl's object changes only with the language: the subscription follows it.
  const intl = useIntlShape();
  useEffect(
    () =>
      api.subscribe((state, previous) => {
        if (state.printJobs === previous.printJobs) return;
        const said = printAnnouncement(previous.printJobs, state.printJobs, (id, values) =>
          intl.formatMessage({ id }, values),
        );
        if (said) announce(said.message, said.politeness);
      }),
    [api, announce, intl],
  );

  return null;
}
