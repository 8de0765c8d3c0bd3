// How the platform gets a prepared archive: from this workstation (only the built-in platform can reach
// it) or through an S3 bucket (with an optional S3-compatible endpoint).
import { useState } from 'react';
import type { ArchiveDelivery } from '../../../../shared/bridge/views/setup';

export type DeliveryKind = 'workstation' | 's3';

export function useArchiveDelivery(embedded: boolean) {
  const [delivery, setDelivery] = useState<DeliveryKind>(embedded ? 'workstation' : 's3');
  const [bucketUri, setBucketUri] = useState('');
  const [endpoint, setEndpoint] = useState('');

  /** The choice as the bridge takes it. */
  function archiveDelivery(): ArchiveDelivery {
    if (delivery === 'workstation') return { via: 'workstation' };
    return {
      via: 's3',
      bucketUri: bucketUri.trim(),
      ...(endpoint.trim() ? { endpoint: endpoint.trim() } : {}),
    };
  }

  return { delivery, setDelivery, bucketUri, setBucketUri, endpoint, setEndpoint, archiveDelivery };
}
