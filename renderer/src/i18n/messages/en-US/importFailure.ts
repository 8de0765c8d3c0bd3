// A catalog import that failed as a whole, worded with what the platform says in values (failure.values):
// the file, the entry, the limit passed, the HTTP status… (renderer/src/features/setup/import-failure-text.ts
// builds the values: sizes already formatted, `none` for a value that is absent). A failure without values
// (one recorded by an older platform) keeps the general sentence of 'platformRefusal.import.*'.
// Ids start with 'importFailure.'.
export const importFailure = {
  'importFailure.unsupported_uri':
    '{scheme, select, s3 {The archive’s address “{uri}” names no file: an S3 address reads s3://bucket/key.} none {“{uri}” is not an address the platform can download from; use https:// or s3://bucket/key.} other {The archive’s address “{uri}” starts with {scheme}://; the platform only downloads from https:// and s3:// addresses.}}',
  'importFailure.download_failed':
    '{reason, select, http_status {The archive’s server answered HTTP {status}{status, select, 401 { (sign-in required)} 403 { (access denied)} 404 { (not found)} other {}}, so the platform could not download it.} too_many_redirects {The archive’s address redirects more than {max_redirects, number} times; the platform stopped following it.} redirect_not_https {The archive’s address redirects to “{location}”, which is not an https:// address; the platform does not follow it.} certificate {The platform does not trust the certificate of the archive’s server{error, select, none {} other { ({error})}}.} timeout {The archive’s server stopped answering, so the download was given up.} storage {The S3 storage refused to give the archive{error, select, none {} other { ({error})}}.} no_body {The S3 storage sent nothing for the archive.} other {The platform could not reach the archive’s server{error, select, none {} other { ({error})}}.}}',
  'importFailure.archive_too_large':
    '{limit, select, data_file {“{entry}” is {bytes} uncompressed; a data file can hold at most {max_bytes}.} inflated {Uncompressed, the archive holds more than {max_bytes} (passed at “{entry}”).} entries {The archive holds more than {max_entries, number} files and folders.} other {{bytes, select, none {The archive is larger than {max_bytes}, the most the platform downloads.} other {The archive is {bytes}; the platform downloads archives of at most {max_bytes}.}}}}',
  'importFailure.zip_bomb_suspected':
    '{check, select, understated_size {“{entry}” expands to more than the {declared_bytes} its zip header declares, so the archive was refused as unsafe.} other {“{entry}” expands more than {max_ratio, number} times its compressed size, so the archive was refused as unsafe.}}',
  'importFailure.not_a_zip': 'The file “{entry}” in the archive is damaged.',
  'importFailure.macosx_folder': 'The archive holds a __MACOSX folder of macOS metadata (“{entry}”).',
  'importFailure.unsafe_entry_path':
    '{problem, select, absolute {“{entry}” in the archive has an absolute path; every file must sit inside the archive.} parent_folder {“{entry}” in the archive climbs out of it with “..”.} duplicate {The archive holds “{entry}” twice.} other {A file in the archive has an unusable name ({entry}).}}',
  'importFailure.missing_file': 'The archive has no {file}, which this import needs.',
  'importFailure.invalid_json':
    '{line, select, none {{file} is not valid JSON.} other {{file} is not valid JSON: the error is on line {line}, column {column}{path, select, none {} other {, in “{path}”}}.}}',
  'importFailure.invalid_head':
    '{problem, select, shop_mismatch {{file}{pricebook, select, none {} other { (price book “{pricebook}”)}} is for shop “{shop}”, but {expected_file}{expected_pricebook, select, none {} other { (price book “{expected_pricebook}”)}} is for shop “{expected_shop}”; one archive imports into one shop.} no_data_file {The archive has no data file to import.} other {{field, select, none {The head or items list of {file} is not valid.} other {The head or items list of {file} is not valid at “{field}”{others, plural, =0 {} one { (and # other field)} other { (and # other fields)}}.}}}}',
  'importFailure.internal_error':
    'Another platform process took over this import; nothing was applied here, and that process finishes it.',
  'importFailure.attempts_exhausted':
    'The platform stopped {attempts, plural, one {# time} other {# times}} while running this import; nothing was applied. Check the archive, then start a new import.',
} as const;
