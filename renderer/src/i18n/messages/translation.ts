// A language's messages for one area: exactly the source area's ids (en-US), each a string. The compiler
// refuses a missing or extra id; test/renderer/i18n/catalogs.test.ts checks the placeholders.
export type Translation<Source> = { readonly [Id in keyof Source]: string };
