import type { KeyboardEvent } from 'react';

/** What the search field's keys reach: the highlight, Enter's add, and the text. */
export interface SearchFieldKeyTargets {
  active: number;
  move(to: number): void;
  enter(): void;
  text: string;
  clear(): void;
}

/**
 * The search field's keys: ↑ ↓ and Page Up / Page Down move the highlight while the cursor stays in the
 * field, Enter adds, Esc empties the field (a second Esc is the screen's: back).
 */
export function onSearchFieldKey(
  event: KeyboardEvent<HTMLInputElement>,
  targets: SearchFieldKeyTargets,
): void {
  const { active, move } = targets;
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      move(active + 1);
      break;
    case 'ArrowUp':
      event.preventDefault();
      move(active - 1);
      break;
    case 'PageDown':
      event.preventDefault();
      move(active + 8);
      break;
    case 'PageUp':
      event.preventDefault();
      move(active - 8);
      break;
    case 'Enter':
      event.preventDefault();
      targets.enter();
      break;
    case 'Escape':
      if (targets.text !== '') {
        event.preventDefault();
        event.stopPropagation();
        targets.clear();
      }
      break;
  }
}
