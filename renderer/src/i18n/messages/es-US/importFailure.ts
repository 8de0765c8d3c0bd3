import type { importFailure as source } from '../en-US/importFailure';
import type { Translation } from '../translation';

export const importFailure: Translation<typeof source> = {
  'importFailure.unsupported_uri':
    '{scheme, select, s3 {La dirección del archivo ZIP “{uri}” no indica ningún archivo: una dirección S3 se escribe s3://bucket/clave.} none {“{uri}” no es una dirección desde la que la plataforma pueda descargar; use https:// o s3://bucket/clave.} other {La dirección del archivo ZIP “{uri}” empieza con {scheme}://; la plataforma solo descarga desde direcciones https:// y s3://.}}',
  'importFailure.download_failed':
    '{reason, select, http_status {El servidor del archivo ZIP respondió HTTP {status}{status, select, 401 { (requiere iniciar sesión)} 403 { (acceso denegado)} 404 { (no encontrado)} other {}}, así que la plataforma no pudo descargarlo.} too_many_redirects {La dirección del archivo ZIP redirige más de {max_redirects, number} veces; la plataforma dejó de seguirla.} redirect_not_https {La dirección del archivo ZIP redirige a “{location}”, que no es una dirección https://; la plataforma no la sigue.} certificate {La plataforma no confía en el certificado del servidor del archivo ZIP{error, select, none {} other { ({error})}}.} timeout {El servidor del archivo ZIP dejó de responder, así que se abandonó la descarga.} storage {El almacenamiento S3 se negó a entregar el archivo ZIP{error, select, none {} other { ({error})}}.} no_body {El almacenamiento S3 no envió nada para el archivo ZIP.} other {La plataforma no pudo conectarse con el servidor del archivo ZIP{error, select, none {} other { ({error})}}.}}',
  'importFailure.archive_too_large':
    '{limit, select, data_file {“{entry}” ocupa {bytes} descomprimido; un archivo de datos puede tener como máximo {max_bytes}.} inflated {Descomprimido, el archivo ZIP supera {max_bytes} (se alcanzó en “{entry}”).} entries {El archivo ZIP contiene más de {max_entries, number} archivos y carpetas.} other {{bytes, select, none {El archivo ZIP supera {max_bytes}, lo máximo que descarga la plataforma.} other {El archivo ZIP ocupa {bytes}; la plataforma descarga archivos ZIP de {max_bytes} como máximo.}}}}',
  'importFailure.zip_bomb_suspected':
    '{check, select, understated_size {“{entry}” se descomprime a más de los {declared_bytes} que declara su encabezado zip, así que el archivo ZIP se rechazó por seguridad.} other {“{entry}” se descomprime a más de {max_ratio, number} veces su tamaño comprimido, así que el archivo ZIP se rechazó por seguridad.}}',
  'importFailure.not_a_zip': 'El archivo “{entry}” dentro del ZIP está dañado.',
  'importFailure.macosx_folder':
    'El archivo ZIP contiene una carpeta __MACOSX con metadatos de macOS (“{entry}”).',
  'importFailure.unsafe_entry_path':
    '{problem, select, absolute {“{entry}” tiene una ruta absoluta dentro del ZIP; cada archivo debe estar dentro del ZIP.} parent_folder {“{entry}” sale del ZIP con “..”.} duplicate {El archivo ZIP contiene “{entry}” dos veces.} other {Un archivo dentro del ZIP tiene un nombre que no se puede usar ({entry}).}}',
  'importFailure.missing_file': 'Falta en el ZIP el archivo {file}, que esta importación necesita.',
  'importFailure.invalid_json':
    '{line, select, none {{file} no es JSON válido.} other {{file} no es JSON válido: el error está en la línea {line}, columna {column}{path, select, none {} other {, en “{path}”}}.}}',
  'importFailure.invalid_head':
    '{problem, select, shop_mismatch {{file}{pricebook, select, none {} other { (lista de precios “{pricebook}”)}} es para la tienda en línea “{shop}”, pero {expected_file}{expected_pricebook, select, none {} other { (lista de precios “{expected_pricebook}”)}} es para la tienda en línea “{expected_shop}”; un archivo ZIP se importa en una sola tienda en línea.} no_data_file {El archivo ZIP no tiene ningún archivo de datos para importar.} other {{field, select, none {El encabezado o la lista de artículos de {file} no es válido.} other {El encabezado o la lista de artículos de {file} no es válido en “{field}”{others, plural, =0 {} one { (y # campo más)} other { (y # campos más)}}.}}}}',
  'importFailure.internal_error':
    'Otro proceso de la plataforma se hizo cargo de esta importación; aquí no se aplicó nada, y ese proceso la termina.',
  'importFailure.attempts_exhausted':
    'La plataforma se detuvo {attempts, plural, one {# vez} other {# veces}} durante esta importación; no se aplicó nada. Revise el archivo ZIP y luego inicie una nueva importación.',
};
