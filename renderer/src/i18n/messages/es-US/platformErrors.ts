import type { platformErrors as source } from '../en-US/platformErrors';
import type { Translation } from '../translation';

export const platformErrors: Translation<typeof source> = {
  'errors.message.malformed_json': 'La plataforma no pudo leer lo que envió la aplicación.',
  'errors.message.malformed_request': 'La plataforma no pudo leer la solicitud.',
  'errors.message.malformed_url': 'La dirección enviada a la plataforma no es válida.',
  'errors.message.payload_too_large': 'Lo que se envió es demasiado grande para la plataforma.',
  'errors.message.unsupported_media_type':
    'La aplicación envió datos en un formato que la plataforma no acepta.',
  'errors.message.uri_too_long': 'La dirección enviada a la plataforma es demasiado larga.',
  'errors.message.headers_too_large': 'La solicitud enviada a la plataforma es demasiado grande.',
  'errors.message.request_timeout': 'La solicitud no llegó a tiempo a la plataforma.',
  'errors.message.json_too_deep': 'Lo que se envió tiene demasiados niveles anidados para la plataforma.',
  'errors.message.text_too_long':
    '{field, select, none {Un texto es demasiado largo.} other {El campo “{field}” es demasiado largo.}}',
  'errors.message.invalid_text':
    '{field, select, none {Un texto contiene caracteres no permitidos.} other {El campo “{field}” contiene caracteres no permitidos.}}',
  'errors.message.time_in_future':
    '{field, select, none {Una hora} other {La hora “{field}”}} es posterior a lo que permite el reloj de la plataforma: quizás el reloj de esta estación está adelantado.',
  'errors.message.time_before_window':
    '{field, select, none {Una hora} other {La hora “{field}”}} es demasiado antigua: anterior a la apertura del día del cajón, o más vieja de lo que el trabajo sin conexión puede esperar.',
  'errors.message.idempotency_key_reused': 'Este cambio ya se envió con un contenido diferente.',
  'errors.message.idempotency_request_in_progress': 'La plataforma todavía está procesando este cambio.',
  'errors.message.busy':
    'La plataforma está ocupada aplicando una importación del catálogo; no se cambió nada.',
  'errors.message.not_found': 'Lo que se pidió no está en la plataforma.',
  'errors.message.unauthorized': 'La sesión con la plataforma terminó.',
  'errors.message.invalid_client': 'Las credenciales de esta estación ante la plataforma son incorrectas.',
  'errors.message.unsupported_grant_type': 'La plataforma no ofrece esta forma de iniciar sesión.',
  'errors.message.server_error': 'Algo falló en la plataforma al iniciar sesión.',
  'errors.message.wrong_password': 'La contraseña no es la del usuario que inició sesión.',
  'errors.message.store_exists': 'Ya existe una tienda con este identificador.',
  'errors.message.unknown_store': 'Esta tienda no existe en la plataforma.',
  'errors.message.store_not_active': 'Esta tienda no está activa.',
  'errors.message.invalid_rounding_stores':
    'Solo se pueden incluir tiendas existentes de los Estados Unidos.',
  'errors.message.pickup_not_configured': 'La recogida en tienda todavía no está configurada.',
  'errors.message.not_a_training_tenant':
    'Este no es un entorno de capacitación: no hay simulador de clientes.',
  'errors.message.unknown_action': 'La plataforma no conoce esta acción sobre el pedido.',
  'errors.message.shop_mismatch': 'Esta tienda no vende el catálogo de este pedido.',
  'errors.message.invalid_shipping_offer_token': 'La oferta de recogida ya no es válida.',
  'errors.message.shipping_offer_mismatch':
    'Los artículos no son los mismos para los que se hizo la oferta de recogida.',
  'errors.message.shipments_at_different_stores':
    'Todas las partes de un pedido deben recogerse en la misma tienda.',
  'errors.message.same_order_injection_with_different_data':
    'Ya existe un pedido con este número, pero con otros datos.',
  'errors.message.unknown_product': 'Un producto no está en el catálogo.',
  'errors.message.product_not_priced': 'Un producto no tiene precio en esta tienda.',
  'errors.message.price_mismatch': 'Un precio no coincide con la lista de precios de la tienda.',
  'errors.message.price_override_forbidden':
    'Solo un gerente puede vender a un precio distinto del de la lista de precios.',
  'errors.message.order_total_too_large': 'El total es demasiado grande para registrarse.',
  'errors.message.more_than_one_cash_payment': 'El efectivo debe cobrarse en un solo pago.',
  'errors.message.payments_do_not_match_total': 'Los pagos no suman el total.',
  'errors.message.rounding_adjustment_mismatch':
    'El redondeo del efectivo no coincide con la regla de la tienda.',
  'errors.message.tax_mismatch': 'Los impuestos no coinciden con lo que cobra la tienda.',
  'errors.message.store_cash_management_off': 'Esta tienda no usa el manejo de caja.',
  'errors.message.drawer_already_open': 'El día de este cajón ya está abierto.',
  'errors.message.drawer_open': 'El día de este cajón está abierto: ciérrelo antes de cambiar esto.',
  'errors.message.drawer_in_other_store': 'Este cajón ya pertenece a otra tienda.',
  'errors.message.device_serial_in_use': 'Este número de serie ya está configurado para otro cajón.',
  'errors.message.associate_not_caller':
    'Un movimiento del cajón solo se registra a nombre del empleado que inició sesión.',
  'errors.message.transaction_id_reused': 'Este movimiento del cajón ya se registró con otros datos.',
  'errors.valued.drawer_already_open':
    'El cajón “{drawerId}” ya está abierto; cierre su día (cierre diario) antes de abrirlo otra vez.',
  'errors.valued.transaction_id_reused':
    'El movimiento “{transactionId}” ya se registró con otros datos; un movimiento nuevo necesita un identificador nuevo.',
  'errors.valued.drawer_in_other_store': 'El cajón “{drawerId}” ya pertenece a la tienda “{storeId}”.',
  'errors.valued.device_serial_in_use':
    'El cajón con número de serie “{serial}” ya está configurado como “{drawerId}” en la tienda “{storeId}”.',
  'errors.valued.store_exists': 'Ya existe una tienda con el identificador “{storeId}”.',
  'errors.valued.same_order_injection_with_different_data':
    'Ya existe un pedido con el número externo “{externalId}”, pero con otros datos.',
  'errors.valued.price_override_forbidden':
    'Solo un gerente puede vender a un precio distinto del de la lista de precios; {username} no es gerente.',
  'errors.valued.payments_do_not_match_total':
    'Los pagos cubren {coveredAmount} de un total de {totalAmount}.',
  'errors.valued.time_in_future':
    'La hora enviada ({field}, {sentAt}) es posterior a lo que permite el reloj de la plataforma (a más tardar {latestAt}).',
  'errors.valued.time_before_window':
    'La hora enviada ({field}, {sentAt}) es {why, select, previous_close {anterior al cierre anterior del cajón ({limitAt})} day_opening {anterior a la apertura del día del cajón ({limitAt})} other {más antigua de lo que el trabajo sin conexión puede esperar (antes de {limitAt})}}.',
  'errors.valued.invalid_transition':
    'La importación “{importId}” está {status, select, queued {en cola} running {en curso} finished {terminada} failed {fallida} other {{status}}}; solo se puede iniciar una importación creada.',
  'errors.valued.not_found':
    '{kind, select, shop_catalog {La tienda en línea “{id}” no tiene catálogo: no se importó nada en ella.} product {El producto “{id}” no existe en la tienda en línea “{shop}”.} price_book {La lista de precios “{id}” no existe en la tienda en línea “{shop}”.} store {La tienda “{id}” no existe.} cash_drawer {El cajón “{id}” no existe.} drawer_report {El reporte del cajón “{id}” no existe.} import_job {La importación “{id}” no existe.} pickup_config {La configuración de recogida en tienda “{id}” no existe.} order {El pedido “{id}” no existe.} sale {La venta “{id}” no existe.} other {“{id}” no existe.}}',
  'errors.valued.drawer_open':
    'El cajón “{drawerId}” está abierto: {why, select, mode {el modo de operación no puede pasar de “{from, select, none {ninguno} non_integrated {no integrado} integrated {integrado} other {{from}}}” a “{to, select, none {ninguno} non_integrated {no integrado} integrated {integrado} other {{to}}}”} removed {no se puede quitar} other {su moneda no puede cambiar}} hasta que se cierre su día (cierre diario).',
};
