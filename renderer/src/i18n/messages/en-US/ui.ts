// Shared components (renderer/src/ui): dialogs, tables, states, toasts. Ids start with 'ui.'.
export const ui = {} as const;
