// The app's frame: navigation, top bar, outbox dialog. Ids start with 'shell.'.
export const shell = {} as const;
