// Print status and previews of documents. Ids start with 'printing.'.
export const printing = {} as const;
