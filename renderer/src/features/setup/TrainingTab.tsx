// Setup → Training (a training tenant only): how busy the simulated customers keep every store. The pace
// lives on the platform (every workstation of the tenant sees the same customers); 0 stops them.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { MAX_SIMULATED_ORDERS_PER_HOUR } from '../../../../shared/contract/training';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { setupFieldError } from '../../store/setup-slice';
import { Button, DateText, NumberField, Panel, formatNumber, useLocale } from '../../ui';
import { SaveBar } from './SetupControls';

export function TrainingTab() {
  const training = usePosStore((state) => state.training);
  if (!training) return null;
  return <TrainingForm key={training.customer_simulator.orders_per_hour} />;
}

function TrainingForm() {
  const api = usePosStoreApi();
  const locale = useLocale();
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
      setProblem(`must be a whole number from 0 to ${MAX_SIMULATED_ORDERS_PER_HOUR}`);
      return;
    }
    setProblem(null);
    if (await api.getState().setCustomerPace(value)) setPace(String(value));
  }

  return (
    <div className="training-config">
      <Panel title="Simulated customers">
        <p className="setup-muted">
          This platform is a training tenant ({training.description}). Simulated customers place web orders
          for in-store pickup at every store, one store after another; each reaches its store once the grace
          period is over, and the pickup dashboard chimes.
        </p>
        <dl className="facts">
          <dt>Orders placed so far</dt>
          <dd>{formatNumber(simulator.orders_placed, locale)}</dd>
          <dt>Next order</dt>
          <dd>
            {simulator.next_order_at ? (
              <DateText value={simulator.next_order_at} style="time" timeZone={timeZone} />
            ) : (
              'Paused'
            )}
          </dd>
        </dl>
        <NumberField
          label="Orders per store and hour"
          value={pace}
          min={0}
          max={MAX_SIMULATED_ORDERS_PER_HOUR}
          onValueChange={(text) => setPace(text)}
          hint={`0 stops the customers; at most ${MAX_SIMULATED_ORDERS_PER_HOUR} (one a minute at every store).`}
          error={problem ?? setupFieldError(error, 'orders_per_hour')}
        />
      </Panel>
      <SaveBar
        status={save}
        label="Save the pace"
        onSave={() => void savePace(null)}
        savedMessage="The simulated customers follow the new pace."
        extra={
          simulator.orders_per_hour > 0 ? (
            <Button onClick={() => void savePace(0)}>Stop the customers</Button>
          ) : null
        }
      />
    </div>
  );
}
