// What the platform refused, worded from its error code (and the field it names) rather than shown in the
// platform's English: a catalog import that failed as a whole (setup → imports) and a pickup order change
// made here that the platform refused (held elsewhere). Ids start with 'platformRefusal.'; a code missing
// here shows the platform's own sentence (renderer/src/ui/platform-refusal-text.ts).
export const platformRefusal = {
  'platformRefusal.import.macosx_folder': 'The archive holds a __MACOSX folder of macOS metadata.',
  'platformRefusal.import.unsupported_uri': 'The archive’s address is not an https:// or s3:// address.',
  'platformRefusal.import.download_failed': 'The platform could not download the archive.',
  'platformRefusal.import.not_a_zip': 'The archive is not a readable zip file, or it is damaged.',
  'platformRefusal.import.missing_data_folder': 'The archive has no data/ folder at its root.',
  'platformRefusal.import.missing_file': 'A data file the import needs is missing from the archive.',
  'platformRefusal.import.invalid_json': 'A data file in the archive is not valid JSON.',
  'platformRefusal.import.invalid_head':
    'A data file’s head is not valid, or the files are not for the same shop.',
  'platformRefusal.import.archive_too_large': 'The archive is larger than the platform accepts.',
  'platformRefusal.import.zip_bomb_suspected':
    'The archive inflates far more than its size says, so it was refused as unsafe.',
  'platformRefusal.import.unsafe_entry_path':
    'A file in the archive has an unsafe or repeated path (absolute, or climbing out with “..”).',
  'platformRefusal.import.internal_error': 'The import stopped on the platform before anything was applied.',
  'platformRefusal.import.attempts_exhausted':
    'The platform stopped 3 times while running this import; nothing was applied. Check the archive, then start a new import.',
  /** A refusal that came without an error body. */
  'platformRefusal.order.withoutReason': 'The platform refused the change.',
  'platformRefusal.order.invalid_transition': 'The order’s state no longer allows this change.',
  'platformRefusal.order.forbidden': 'Your role does not allow this change on the platform.',
  'platformRefusal.order.picked_mismatch':
    'The picked items do not match the order{field, select, none {} other { (“{field}”)}}.',
  'platformRefusal.order.invalid_items':
    'The items sent with the change are not valid{field, select, none {} other { (“{field}”)}}.',
  'platformRefusal.order.invalid_body':
    'Something the change needs is missing or not valid{field, select, none {} other { (“{field}”)}}.',
  'platformRefusal.order.not_found': 'The order is no longer on the platform.',
  'platformRefusal.order.unknown_store': 'The store chosen for the order does not exist.',
  'platformRefusal.order.store_not_active': 'The store chosen for the order is not active.',
  'platformRefusal.order.shop_mismatch': 'The store chosen for the order does not sell the order’s shop.',
} as const;
