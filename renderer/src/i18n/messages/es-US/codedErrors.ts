import type { codedErrors as source } from '../en-US/codedErrors';
import type { Translation } from '../translation';

export const codedErrors: Translation<typeof source> = {
  'errors.valued.print_job_not_found':
    '{why, select, no_document {El trabajo de impresión {jobId} no tiene documento.} no_preview {No hay ningún trabajo de impresión {jobId} para ver.} other {No hay ningún trabajo de impresión {jobId}.}}',
  'errors.valued.invalid_print_job_state':
    '{why, select, already_reprinted {El trabajo de impresión {jobId} ya se reimprimió como otro trabajo.} being_sent {El trabajo de impresión {jobId} ya se está enviando a la impresora.} other {El trabajo de impresión {jobId} está {state, select, queued {en cola} printing {imprimiéndose} printed {impreso} failed {con error} needs_confirmation {pendiente de confirmación} other {{state}}}; esta acción necesita un trabajo {needed, select, printed_or_failed {impreso o con error} needs_confirmation {pendiente de confirmación} queued {en cola} failed {con error} other {{needed}}}.}}',
  'errors.valued.order_not_ready':
    'El pedido {orderId} está {status, select, open {realizado} sent_to_store {enviado a la tienda} assigned {sin iniciar} in_picking {en preparación} on_hold {en espera} picked_up {recogido} canceled {cancelado} other {{status}}}: sus documentos de recogida se imprimen cuando está listo para recoger.',
  /** A change to an order, a sale or a drawer refused on this workstation (InvalidMutationError). */
  'errors.valued.unknown_order': 'El pedido “{orderId}” no se conoce en esta estación.',
  /** Without values: US English shows the main process's own sentence, the others these, naming the field. */
  'errors.message.invalid_input':
    '{field, select, none {Algo en el cambio no es válido.} other {El campo “{field}” no es válido.}}',
  'errors.message.invalid_transition': 'El estado del pedido no permite este cambio.',
  'errors.message.invalid_items':
    'Los artículos del cambio no son válidos{field, select, none {} other { (“{field}”)}}.',
  'errors.message.picked_mismatch':
    'Los artículos preparados no coinciden con el pedido{field, select, none {} other { (“{field}”)}}.',
  'errors.message.invalid_body':
    'Falta algo que el cambio necesita, o no es válido{field, select, none {} other { (“{field}”)}}.',
  /** Cash drawers: a drawer id that is not the selected store's, a serial no drawer announced in time. */
  'errors.valued.drawer_not_found': 'La tienda elegida no tiene el cajón de dinero {drawerId}.',
  'errors.valued.drawer_not_announced':
    'Ningún cajón de dinero con el número de serie {serial} respondió en {seconds, number} s. {discovery, select, failing {La detección de dispositivos no funciona en esta estación ({cause}).} other {Revise que esté encendido y en la misma red que esta estación.}}',
  /** The platform's refusal of a drawer (a sale's, a refund's) that is not the store's, without values. */
  'errors.message.unknown_drawer': 'Este cajón de dinero no es de esta tienda.',
  'errors.valued.drawer_not_integrated':
    'La tienda {storeId} usa cajones de dinero no integrados: se abren a mano y no se emparejan.',
  'errors.valued.drawer_required':
    '{why, select, sale {Indique qué cajón de dinero recibe el efectivo: esta estación no tiene un cajón emparejado y la tienda tiene varios.} refund {Un reembolso en efectivo sale de un cajón de dinero: empareje esta estación con uno de los cajones de la tienda.} other {Parte de este reembolso es en efectivo: indique de qué cajón de dinero sale.}}',
  'errors.valued.unknown_drawer': 'La tienda “{storeId}” no tiene el cajón de dinero “{drawerId}”.',
  'errors.valued.order_not_found':
    'El pedido {orderId} no es un pedido de la tienda {storeId} conocido en esta estación.',
  'errors.valued.sale_not_found': 'No se completó ninguna venta {saleId} en esta estación.',
  'errors.valued.store_not_found': 'No hay ninguna tienda {storeId}.',
  'errors.valued.product_not_found': 'No hay ningún producto {productId} en el catálogo de esta tienda.',
  'errors.valued.local_validation':
    '{check, select, pick_every_item {Primero prepare todos los artículos, o rechace los que faltan (Faltan artículos).} nothing_left_to_return {Todo lo que vendió esta venta ya se devolvió: no queda nada por devolver.} no_return_line {Elija al menos una línea y cuántos de sus artículos se devuelven.} card_refund_first {Primero reembolse la tarjeta en la terminal de pago y luego confírmelo aquí.} day_format {Elija un día (AAAA-MM-DD)} rounding_unknown {Todavía no se conoce la regla de redondeo del efectivo de la tienda.} other {Revise lo que se ingresó.}}',
  /** A manager's approval: why the platform or the workstation asks for it, why it refused the one given. */
  'errors.valued.manager_approval_required':
    '{why, select, counter_mode {Solo un gerente puede {enabling, select, yes {activar el modo caja} other {salir del modo caja}}: pida a un gerente que lo apruebe.} other {Un gerente debe aprobar esta devolución: {reasons, select, no_receipt {el cliente no tiene su recibo} over_threshold {el reembolso supera {limit}, lo máximo que un empleado puede reembolsar solo} other {el cliente no tiene su recibo y el reembolso supera {limit}, lo máximo que un empleado puede reembolsar solo}}.}}',
  'errors.valued.approval_refused':
    '{why, select, not_store_manager {{manager} no puede aprobar devoluciones en la tienda “{storeId}”: se necesita un gerente de esta tienda.} other {El nombre de usuario o la contraseña del gerente no son correctos.}}',
};
