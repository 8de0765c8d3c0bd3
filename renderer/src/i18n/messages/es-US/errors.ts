import type { errors as source } from '../en-US/errors';
import type { Translation } from '../translation';

const TRY_AGAIN_ADMIN =
  'Intente de nuevo. Si sigue pasando, reinicie la aplicación y avise a su administrador.';

export const errors: Translation<typeof source> = {
  'errors.advice.default': 'Intente de nuevo. Si sigue pasando, dígale a su gerente qué estaba haciendo.',
  'errors.advice.invalid_request': 'Corrija los campos marcados e intente de nuevo.',
  'errors.advice.unknown_call':
    'Esta versión de la aplicación todavía no ofrece eso. Reinicie Associate POS.',
  'errors.advice.forbidden_caller':
    'Abra la aplicación desde su propia ventana o en la dirección que mostró al iniciar.',
  'errors.advice.missing_secret': 'Abra la dirección completa que la aplicación mostró al iniciar.',
  'errors.advice.not_signed_in': 'Inicie sesión de nuevo para continuar.',
  'errors.advice.no_store_selected': 'Primero elija la tienda donde trabaja.',
  'errors.advice.forbidden': 'Pida a un gerente o a un administrador que lo haga, o que le dé acceso.',
  'errors.advice.platform_unreachable':
    'Revise la conexión de red. Puede seguir trabajando; los cambios se envían cuando vuelva la plataforma.',
  'errors.advice.host_unreachable': 'La aplicación dejó de responder. Reinicie Associate POS.',
  'errors.advice.invalid_response': TRY_AGAIN_ADMIN,
  'errors.advice.platform_contract_violation':
    'La plataforma respondió algo inesperado. Avise a su administrador.',
  'errors.advice.internal_error': TRY_AGAIN_ADMIN,
  'errors.advice.local_validation': 'Haga lo que indica el mensaje e intente de nuevo.',
  'errors.advice.store_not_found': 'Elija otra tienda: esta ya no está en la plataforma.',
  'errors.advice.product_not_found': 'Revise el código o busque el producto por nombre.',
  'errors.advice.catalog_loading':
    'Espere un momento y vuelva a buscar o escanear: los productos y precios de la tienda están en camino.',
  'errors.advice.order_not_found': 'Revise el número de pedido; la lista muestra los pedidos de esta tienda.',
  'errors.advice.sale_not_found': 'Revise la venta en el historial de ventas.',
  'errors.advice.print_job_not_found': 'Imprima el documento de nuevo desde su pedido o su venta.',
  'errors.advice.outbox_entry_not_found': 'Actualice la lista de cambios pendientes de envío.',
  'errors.advice.outbox_entry_pending': 'Espere a que se intente enviar el cambio y luego decida.',
  'errors.advice.store_without_coordinates': 'Pida a un administrador que agregue la ubicación de la tienda.',
  'errors.advice.cash_management_disabled':
    'Pida a un administrador que active el manejo de caja para esta tienda.',
  'errors.advice.drawer_required': 'Elija el cajón que recibe el efectivo.',
  'errors.advice.drawer_not_found': 'Elija uno de los cajones de esta tienda.',
  'errors.advice.drawer_not_open': 'Primero abra el día del cajón (apertura diaria).',
  'errors.advice.drawer_not_integrated': 'Solo se puede emparejar un cajón integrado: elija otro.',
  'errors.advice.drawer_not_paired': 'Empareje esta estación con su cajón escaneando el código que tiene.',
  'errors.advice.printer_unreachable':
    'Revise que la impresora esté encendida y en esta red, y su dirección; o conéctela de todos modos.',
  'errors.advice.product_not_sellable': 'Quite la línea: el producto no tiene precio en esta tienda.',
  'errors.advice.currency_mismatch': 'Cobre el pago en la moneda de la tienda.',
  'errors.advice.no_tenders': 'Elija cómo paga el cliente.',
  'errors.advice.more_than_one_remainder': 'Dé un monto a todas las formas de pago menos una.',
  'errors.advice.more_than_one_cash_tender': 'Cobre el efectivo en una sola forma de pago.',
  'errors.advice.wrong_sign': 'Ingrese montos de cero o más.',
  'errors.advice.amounts_exceed_total': 'Baje los montos para que sumen el total.',
  'errors.advice.amounts_do_not_cover_total': 'Suba los montos para que cubran el total.',
  'errors.advice.tendered_on_card': 'Ingrese el efectivo recibido solo para un pago en efectivo.',
  'errors.advice.tendered_on_refund': 'Un reembolso es un pago de salida: no ingrese efectivo recibido.',
  'errors.advice.insufficient_cash': 'Reciba al menos el efectivo que se debe.',
  'errors.advice.manager_approval_required':
    'Pida a un gerente que lo apruebe con su nombre de usuario y contraseña.',
  'errors.advice.nothing_to_return': 'Elija al menos una línea y cuántas unidades se devuelven.',
  'errors.advice.product_not_on_sale':
    'Devuelva solo lo que vendió esta venta: abra la venta de nuevo desde su recibo.',
  'errors.advice.already_returned':
    'No queda nada por devolver en esa línea: las devoluciones de su venta aparecen abajo.',
  'errors.advice.over_sold_quantity':
    'Baje la cantidad a lo que queda por devolver (lo vendido menos lo ya devuelto).',
  'errors.advice.drawer_closed': 'Abra el día del cajón (apertura diaria) antes de reembolsar en efectivo.',
  'errors.advice.card_refund_not_confirmed':
    'Reembolse la tarjeta en la terminal de pago y luego confírmelo aquí.',
  'errors.advice.approval_refused':
    'El gerente revisa su nombre de usuario y contraseña, u otro gerente de la tienda lo aprueba.',
  'errors.advice.order_not_picked_up':
    'Primero entregue el pedido: solo se pueden devolver pedidos recogidos.',
  'errors.advice.return_id_reused': 'Empiece la devolución de nuevo desde la venta.',
  'errors.advice.wrong_password': 'Escriba su propia contraseña (distingue mayúsculas y minúsculas).',
  'errors.advice.busy': 'Espere un momento y vuelva a enviarlo: no se cambió nada.',
  'errors.advice.time_in_future':
    'Revise la fecha, la hora y la zona horaria de esta estación y vuelva a intentarlo.',
  'errors.advice.time_before_window':
    'Revise la fecha, la hora y la zona horaria de esta estación y vuelva a intentarlo.',
  'errors.advice.store_exists': 'Elija otro identificador de tienda: este ya está en uso.',
  'errors.advice.price_override_forbidden':
    'Pida a un gerente que cambie el precio, o venda al precio de la lista de precios.',
  'errors.advice.drawer_already_open':
    'Use el cajón tal como está, o cierre su día (cierre diario) antes de abrirlo otra vez.',
  'errors.advice.drawer_in_other_store': 'Dele otro identificador a este cajón.',
  'errors.advice.device_serial_in_use':
    'Revise el número de serie impreso en el cajón, o quítelo primero del otro cajón.',
  'errors.advice.invalid_grant':
    'Revise el nombre de usuario y la contraseña (distinguen mayúsculas y minúsculas).',
  'errors.message.invalid_request':
    '{field, select, none {Algo en la solicitud no es válido.} other {El campo “{field}” no es válido.}}',
  'errors.message.unknown_call': 'Esta versión de la aplicación no puede hacer eso.',
  'errors.message.forbidden_caller': 'Esta ventana no tiene permiso para usar la aplicación.',
  'errors.message.missing_secret': 'La dirección que se abrió no tiene clave de acceso.',
  'errors.message.not_signed_in': 'Nadie ha iniciado sesión.',
  'errors.message.no_store_selected': 'No hay una tienda elegida.',
  'errors.message.forbidden': 'No tiene permiso para hacer esto.',
  'errors.message.platform_unreachable': 'No se puede conectar con la plataforma.',
  'errors.message.host_unreachable': 'La aplicación no responde.',
  'errors.message.invalid_response': 'La aplicación dio una respuesta que no puede leer.',
  'errors.message.platform_contract_violation': 'La plataforma dio una respuesta inesperada.',
  'errors.message.internal_error': 'Algo salió mal en la aplicación.',
  'errors.message.store_not_found': 'Esta tienda no está en la plataforma.',
  'errors.message.product_not_found': 'Ningún producto tiene este código.',
  'errors.message.catalog_loading': 'El catálogo de esta tienda todavía se está cargando en esta estación.',
  'errors.message.order_not_found': 'Ningún pedido tiene este número.',
  'errors.message.sale_not_found': 'No se encuentra esta venta.',
  'errors.message.print_job_not_found': 'Esta impresión ya no existe.',
  'errors.message.outbox_entry_not_found': 'Este cambio ya no está pendiente de envío.',
  'errors.message.outbox_entry_pending': 'Este cambio todavía se está enviando.',
  'errors.message.store_without_coordinates': 'La tienda no tiene ubicación.',
  'errors.message.cash_management_disabled': 'El manejo de caja está desactivado para esta tienda.',
  'errors.message.drawer_required': 'No hay un cajón elegido.',
  'errors.message.drawer_not_found': 'Este cajón no es de esta tienda.',
  'errors.message.drawer_not_open': 'El día del cajón no está abierto.',
  'errors.message.drawer_not_integrated': 'Este cajón no es un cajón integrado.',
  'errors.message.drawer_not_paired': 'Esta estación no está emparejada con su cajón.',
  /** A pairing refused, with its values (errors.valued.<code>: the sentence needs them). */
  'errors.valued.drawer_not_on_network':
    'No se encontró en la red ningún cajón de dinero con el número de serie {serial}. El cajón debe estar en la misma red WiFi que esta estación: revise que esté encendido y conectado al WiFi de la tienda, y escanéelo de nuevo.',
  'errors.valued.drawer_not_answering':
    'El cajón de dinero {serial} se anuncia en {host}:{port}, pero no responde desde esta estación. El cajón debe estar en la misma red WiFi que esta estación: revise que esté encendido y conectado al WiFi de la tienda, y escanéelo de nuevo.',
  'errors.valued.serial_in_use':
    'El número de serie {serial} ya pertenece a la caja “{name}” ({drawerId}) de esta tienda.',
  'errors.message.printer_unreachable': 'Ninguna impresora responde en esta dirección.',
  'errors.message.product_not_sellable': 'Un producto no tiene precio en esta tienda.',
  'errors.message.currency_mismatch': 'Un monto no está en la moneda de la tienda.',
  'errors.message.no_tenders': 'No hay una forma de pago elegida.',
  'errors.message.more_than_one_remainder': 'Más de una forma de pago no tiene monto.',
  'errors.message.more_than_one_cash_tender': 'Hay más de un pago en efectivo.',
  'errors.message.wrong_sign': 'Un monto es menor que cero.',
  'errors.message.amounts_exceed_total': 'Los montos suman más que el total.',
  'errors.message.amounts_do_not_cover_total': 'Los montos no cubren el total.',
  'errors.message.tendered_on_card': 'Se ingresó efectivo recibido para un pago con tarjeta.',
  'errors.message.tendered_on_refund': 'Se ingresó efectivo recibido para un reembolso.',
  'errors.message.insufficient_cash': 'El efectivo recibido es menor que el efectivo que se debe.',
  'errors.message.manager_approval_required': 'Esto necesita la aprobación de un gerente.',
  'errors.message.nothing_to_return': 'No se eligió nada para devolver.',
  'errors.message.product_not_on_sale': 'Este producto no está en la venta.',
  'errors.message.already_returned': 'Esta línea ya fue devuelta.',
  'errors.message.over_sold_quantity': 'La cantidad es mayor que lo que queda por devolver.',
  'errors.message.drawer_closed': 'El día del cajón está cerrado.',
  'errors.message.card_refund_not_confirmed': 'El reembolso a la tarjeta no está confirmado.',
  'errors.message.approval_refused': 'Se rechazó la aprobación del gerente.',
  'errors.message.order_not_picked_up': 'El pedido no ha sido recogido.',
  'errors.message.return_id_reused': 'Esta devolución ya se registró.',
  'errors.message.invalid_grant': 'Nombre de usuario o contraseña incorrectos.',
  'errors.reason.required': 'obligatorio',
  'errors.reason.not_blank': 'no puede quedar en blanco',
  'errors.reason.wrong_type':
    '{expected, select, number {debe ser un número} string {debe ser texto} boolean {debe ser sí o no} other {no es el tipo de valor correcto}}',
  'errors.reason.too_small':
    '{origin, select, string {debe tener al menos {minimum, plural, one {# carácter} other {# caracteres}}} array {debe tener al menos {minimum, plural, one {# elemento} other {# elementos}}} other {{inclusive, select, yes {debe ser como mínimo {minimum, number}} other {debe ser mayor que {minimum, number}}}}}',
  'errors.reason.too_big':
    '{origin, select, string {debe tener como máximo {maximum, plural, one {# carácter} other {# caracteres}}} array {debe tener como máximo {maximum, plural, one {# elemento} other {# elementos}}} other {{inclusive, select, yes {debe ser como máximo {maximum, number}} other {debe ser menor que {maximum, number}}}}}',
  'errors.reason.wrong_format':
    '{format, select, email {debe ser un correo electrónico} url {debe ser una dirección web} datetime {debe ser una fecha y hora} date {debe ser una fecha} other {no tiene el formato correcto}}',
  'errors.reason.not_allowed': 'debe ser uno de estos valores: {values}',
  'errors.reason.unknown_keys': 'no se espera aquí: {keys}',
  'errors.reason.not_json': 'no es un JSON válido: {cause}',
  'errors.reason.books_name_different_shops': 'las listas de precios nombran tiendas distintas ({shops})',
  'errors.reason.shop_differs_from_products':
    'nombra la tienda “{shop}”, pero products.json importa a la tienda “{productsShop}”',
  'errors.reason.invalid': 'no es válido',
};
