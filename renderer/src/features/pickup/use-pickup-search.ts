// The dashboard's search: what is typed (the list follows as it is typed), Enter opening the order typed in
// full, and a way back to the counters' lists (choosing one clears the search).
import { useState } from 'react';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';

export interface PickupSearch {
  /** What the search field holds. */
  text: string;
  /** The query the list shows (trimmed); '' when not searching. */
  query: string;
  searching: boolean;
  change(text: string): void;
  submit(): Promise<void>;
}

export function usePickupSearch(onOpenByNumber: (code: string) => Promise<boolean>): PickupSearch {
  const api = usePosStoreApi();
  const query = usePosStore((state) => state.pickupQuery);
  const [text, setText] = useState(query);

  function change(next: string) {
    setText(next);
    void api.getState().setPickupQuery(next);
  }

  async function submit() {
    if (text.trim() !== '' && (await onOpenByNumber(text))) {
      setText('');
      void api.getState().setPickupQuery('');
      return;
    }
    void api.getState().setPickupQuery(text);
  }

  return { text, query: query.trim(), searching: query.trim() !== '', change, submit };
}
