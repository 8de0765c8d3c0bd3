import type { platformRefusal as source } from '../en-US/platformRefusal';
import type { Translation } from '../translation';

export const platformRefusal: Translation<typeof source> = {
  'platformRefusal.import.macosx_folder':
    'El archivo ZIP contiene una carpeta __MACOSX con metadatos de macOS.',
  'platformRefusal.import.unsupported_uri':
    'La dirección del archivo ZIP no es una dirección https:// ni s3://.',
  'platformRefusal.import.download_failed': 'La plataforma no pudo descargar el archivo ZIP.',
  'platformRefusal.import.not_a_zip': 'El archivo ZIP no se puede leer o está dañado.',
  'platformRefusal.import.missing_data_folder': 'El archivo ZIP no tiene una carpeta data/ en su raíz.',
  'platformRefusal.import.missing_file': 'Falta en el ZIP un archivo de datos que la importación necesita.',
  'platformRefusal.import.invalid_json': 'Un archivo de datos del ZIP no es JSON válido.',
  'platformRefusal.import.invalid_head':
    'El encabezado de un archivo de datos no es válido, o los archivos no son de la misma tienda en línea.',
  'platformRefusal.import.archive_too_large': 'El archivo ZIP es más grande de lo que acepta la plataforma.',
  'platformRefusal.import.zip_bomb_suspected':
    'El archivo ZIP se descomprime mucho más de lo que indica su tamaño; se rechazó por seguridad.',
  'platformRefusal.import.unsafe_entry_path':
    'Un archivo dentro del zip tiene una ruta peligrosa o repetida (absoluta, o que sale con “..”).',
  'platformRefusal.import.internal_error': 'La importación se detuvo en la plataforma antes de aplicar nada.',
  'platformRefusal.import.attempts_exhausted':
    'La plataforma se detuvo 3 veces durante esta importación; no se aplicó nada. Revise el archivo ZIP y luego inicie una nueva importación.',
  /** A refusal that came without an error body. */
  'platformRefusal.order.withoutReason': 'La plataforma rechazó el cambio.',
  'platformRefusal.order.invalid_transition': 'El estado del pedido ya no permite este cambio.',
  'platformRefusal.order.forbidden': 'Su rol no permite este cambio en la plataforma.',
  'platformRefusal.order.picked_mismatch':
    'Los artículos preparados no coinciden con el pedido{field, select, none {} other { (“{field}”)}}.',
  'platformRefusal.order.invalid_items':
    'Los artículos enviados con el cambio no son válidos{field, select, none {} other { (“{field}”)}}.',
  'platformRefusal.order.invalid_body':
    'Falta un dato que el cambio necesita, o no es válido{field, select, none {} other { (“{field}”)}}.',
  'platformRefusal.order.not_found': 'El pedido ya no está en la plataforma.',
  'platformRefusal.order.unknown_store': 'La tienda elegida para el pedido no existe.',
  'platformRefusal.order.store_not_active': 'La tienda elegida para el pedido no está activa.',
  'platformRefusal.order.shop_mismatch': 'La tienda elegida no atiende la tienda en línea de este pedido.',
};
