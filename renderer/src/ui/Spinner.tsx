// Waiting indicators: Spinner for an action under way, Skeleton for content still loading, LoadingBlock
// for a whole area ("Loading orders…").
import './feedback.css';

export function Spinner({ size = 20, label = 'Loading' }: { size?: number; label?: string }) {
  return (
    <span
      className="spinner"
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
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
