// Setup → Training (a training tenant only): how busy the simulated customers keep every store. The pace
// lives on the platform (every workstation of the tenant sees the same customers); 0 stops them.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { MAX_SIMULATED_ORDERS_PER_HOUR } from '../../../../shared/contract/training';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useSetupFieldError } from './use-setup-field-error';
import { Button, DateText, NumberField, Panel, formatNumber, useLocale } from '../../ui';
import { SaveBar } from './SetupControls';
import { useMessages } from '../../i18n/I18nProvider';

export function TrainingTab() {
  const training = usePosStore((state) => state.training);
  if (!training) return null;
  return <TrainingForm key={training.customer_simulator.orders_per_hour} />;
}

function TrainingForm() {
  const api = usePosStoreApi();
  const locale = useLocale();
  const t = useMessages();
  const setupFieldError = useSetupFieldError();
  const { training, save, timeZone } = usePosStore(
    useShallow((state) => ({
      training: state.training,
      save: state.trainingPaceSave,
      timeZone: state.session?.store?.timezone,
    })),
  );
  const simulator = training?.customer_simulator;
  const [pace, setPace] = useState(String(simulator?.orders_per_hour ?? 0));
  const [problem, setProblem] = useState<string | null>(null);
  if (!training || !simulator) return null;
  const error = save.status === 'failed' ? save.error : null;

  async function savePace(ordersPerHour: number | null) {
    const value = ordersPerHour ?? Number(pace.trim());
    if (ordersPerHour === null && !/^\d+$/.test(pace.trim())) {
      setProblem(t('setup.training.pace.invalid', { max: MAX_SIMULATED_ORDERS_PER_HOUR }));
      return;
    }
    setProblem(null);
    if (await api.getState().setCustomerPace(value)) setPace(String(value));
  }

  return (
    <div className="training-config">
      <Panel title={t('setup.training.panel')}>
        <p className="setup-muted">{t('setup.training.about', { tenant: training.description })}</p>
        <dl className="facts">
          <dt>{t('setup.training.placed')}</dt>
          <dd>{formatNumber(simulator.orders_placed, locale)}</dd>
          <dt>{t('setup.training.next')}</dt>
          <dd>
            {simulator.next_order_at ? (
              <DateText value={simulator.next_order_at} style="time" timeZone={timeZone} />
            ) : (
              t('setup.training.paused')
            )}
          </dd>
        </dl>
        <NumberField
          label={t('setup.training.pace')}
          value={pace}
          min={0}
          max={MAX_SIMULATED_ORDERS_PER_HOUR}
          onValueChange={(text) => setPace(text)}
          hint={t('setup.training.pace.hint', { max: MAX_SIMULATED_ORDERS_PER_HOUR })}
          error={problem ?? setupFieldError(error, 'orders_per_hour')}
        />
      </Panel>
      <SaveBar
        status={save}
        label={t('setup.training.save')}
        onSave={() => void savePace(null)}
        savedMessage={t('setup.training.saved')}
        extra={
          simulator.orders_per_hour > 0 ? (
            <Button onClick={() => void savePace(0)}>{t('setup.training.stop')}</Button>
          ) : null
        }
      />
    </div>
  );
}
