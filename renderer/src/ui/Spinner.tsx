// Waiting indicators: Spinner for an action under way, Skeleton for content still loading, LoadingBlock
// for a whole area ("Loading orders…").
import { useMessages } from '../i18n/I18nProvider';
import './feedback.css';

/** `label`: what is under way, read out (default "Loading"); '' for a spinner next to its own words. */
export function Spinner({ size = 20, label }: { size?: number; label?: string }) {
  const t = useMessages();
  const spoken = label ?? t('ui.spinner.loading');
  return (
    <span
      className="spinner"
      role={spoken ? 'status' : undefined}
      aria-label={spoken || undefined}
      aria-hidden={spoken ? undefined : true}
      style={{ width: size, height: size }}
    />
  );
}

export function Skeleton({
  width = '100%',
  height = 16,
}: {
  width?: number | string;
  height?: number | string;
}) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height }} />;
}

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="loading-block" role="status">
      <Spinner size={22} label="" />
      <span>{label}</span>
    </div>
  );
}
