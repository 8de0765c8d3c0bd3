// The renderer folders and files whose texts do not go through the message catalog yet. This list only
// shrinks: test/renderer/i18n/untranslated-text.test.ts fails on a text written in JSX anywhere else, and
// on an entry here that no longer has any (take it off the list). Everything under renderer/src that is
// not listed is checked.
export const UNTRANSLATED_PATHS: readonly string[] = [];
