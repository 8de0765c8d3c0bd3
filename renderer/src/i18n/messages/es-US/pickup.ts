import type { pickup as source } from '../en-US/pickup';
import type { Translation } from '../translation';

export const pickup: Translation<typeof source> = {
  'pickup.status':
    '{status, select, open {Realizada} sent_to_store {Enviada a la tienda} assigned {Sin iniciar} in_picking {En preparación} ready_for_pickup {Lista para recoger} on_hold {En espera} picked_up {Recogida} canceled {Cancelada} other {{status}}}',
  'pickup.filter':
    '{filter, select, not_started {Sin iniciar} in_picking {En preparación} ready {Listas para recoger} on_hold {En espera} done {Terminadas} other {Todas}}',
  'pickup.event':
    '{action, select, create {Orden realizada} grace_period_elapsed {Enviada a la tienda} availability_reroute {Llegó inventario: enviada de nuevo a la tienda} start_picking {Preparación iniciada} reject_items {Artículos rechazados: puesta en espera} mark_ready {Marcada lista para recoger} hand_over {Entregada al cliente} cancel {Cancelada} reroute {Redirigida a otra tienda} take_over {Tomada de otro empleado} in_store_sale {Vendida en la tienda} other {{fallback}}}',
  'pickup.event.routing':
    '{to, select, on_hold {Inventario insuficiente: puesta en espera} other {Inventario reservado: lista para preparar}}',
  'pickup.rejectReason':
    '{reason, select, no_inventory {Sin inventario} cannot_fulfill {No se puede entregar} other {{reason}}}',
  'pickup.rejectReason.hint':
    '{reason, select, no_inventory {Los artículos no se encontraron en la tienda.} cannot_fulfill {Los artículos están aquí, pero dañados, defectuosos o no aptos para la venta.} other {}}',
  'pickup.printState':
    '{state, select, queued {En cola} printing {Imprimiendo} printed {Impreso} failed {Error} needs_confirmation {Requiere confirmación} other {{state}}}',
  'pickup.printState.reprinted': 'Reimpreso',
  'pickup.document':
    '{type, select, invoice {Factura} packing_slip {Lista de empaque} sale_receipt {Recibo} test_page {Página de prueba} other {{fallback}}}',
  'pickup.print.jobName':
    '{document}{reprint, select, yes { (reimpresión)} other {}}{copies, plural, =1 {} other {, copia {copy} de #}}',
  'pickup.announce.printed': '{name}: impreso',
  'pickup.announce.failed': '{name}: no se imprimió',
  'pickup.announce.failedBecause': '{name}: no se imprimió ({error})',
  'pickup.announce.uncertain':
    '{name}: es posible que no haya salido completo; revíselo e indique si hay que imprimirlo de nuevo',
  'pickup.announce.sentences': '{sentences}.',
  'pickup.printer':
    '{printer, select, document_printer {Impresora de documentos} receipt_printer {Impresora de recibos} other {{printer}}}',
  'pickup.waited.minutes': '{minutes} min',
  'pickup.waited.hours': '{hours} h {minutes} min',

  'pickup.title': 'Recogida en tienda',
  'pickup.lead': 'Escanee el código de barras de una orden para abrirla, o elija una orden abajo.',
  'pickup.search': 'Buscar órdenes',
  'pickup.search.placeholder': 'Número de orden o nombre',
  'pickup.refresh': 'Actualizar',
  'pickup.counters': 'Órdenes por estado',
  'pickup.counter.hint':
    '{filter, select, not_started {por preparar} in_picking {en preparación ahora} ready {esperan al cliente} other {requieren atención}}',
  'pickup.newOrders': '{count, plural, one {Orden nueva} other {Órdenes nuevas}}: {numbers}',
  'pickup.list.matching': 'Órdenes que coinciden con “{query}”',
  'pickup.list.count': '{count, plural, one {# orden} other {# órdenes}}',
  'pickup.list.more': 'Más órdenes',
  'pickup.list.done': 'Recogidas y canceladas',
  'pickup.list.all': 'Todas las órdenes',
  'pickup.list.withCount': '{list} ({count, number})',
  'pickup.list.failed': 'No se pudieron cargar las órdenes',
  'pickup.list.loading': 'Cargando órdenes…',
  'pickup.list.searchResults': 'Resultados de la búsqueda',
  'pickup.list.label':
    '{filter, select, not_started {Órdenes sin iniciar} in_picking {Órdenes en preparación} ready {Órdenes listas para recoger} on_hold {Órdenes en espera} done {Órdenes terminadas} other {Todas las órdenes}}',
  'pickup.list.noMatch': 'Ninguna orden coincide con “{query}”',
  'pickup.list.noMatchHelp':
    'Revise la ortografía, o busque por el número de orden que aparece en la confirmación del cliente.',
  'pickup.list.showMore': 'Mostrar más ({count, number} más)',
  'pickup.empty.title':
    '{filter, select, not_started {No hay órdenes por preparar} in_picking {Nadie está preparando órdenes ahora} ready {Ninguna orden espera a su cliente} on_hold {No hay órdenes en espera} done {Aún no se ha entregado nada} other {Aún no hay órdenes para recoger}}',
  'pickup.empty.message':
    '{filter, select, not_started {Las órdenes nuevas aparecen aquí, con un aviso sonoro, al terminar su período de gracia. Escanee el código de barras de una orden para abrirla.} in_picking {Las órdenes en preparación aparecen aquí hasta que estén listas.} ready {Las órdenes aparecen aquí una vez preparadas y marcadas como listas.} on_hold {Las órdenes que no se pudieron preparar completas esperan aquí nuevo inventario o una redirección.} done {Las órdenes recogidas y canceladas aparecen aquí.} other {Las órdenes de esta tienda aparecen aquí cuando los clientes las realizan.}}',
  'pickup.column.order': 'Orden',
  'pickup.column.customer': 'Cliente',
  'pickup.column.items': 'Artículos',
  'pickup.column.total': 'Total',
  'pickup.column.status': 'Estado',
  'pickup.column.picker': 'Preparador',
  'pickup.column.waiting': 'Espera',
  'pickup.column.updated': 'Último cambio',
  'pickup.order.new': 'Nueva',
  'pickup.order.noName': 'Sin nombre',
  'pickup.order.waitingToBeSent': 'Pendiente de envío a la plataforma',
  'pickup.order.waitingToSync': 'Pendiente de sincronizar',
  'pickup.order.late': 'Atrasada',

  'pickup.scan.thisOrder': 'Esta es la orden {number}',
  'pickup.scan.notReady':
    'Está {status, select, open {realizada} sent_to_store {enviada a la tienda} assigned {sin iniciar} in_picking {en preparación} on_hold {en espera} picked_up {recogida} canceled {cancelada} other {{status}}}; se podrá entregar cuando esté lista para recoger.',
  'pickup.scan.unknown': 'No hay ninguna orden con este código de barras',
  'pickup.scan.unknownHelp':
    '{code} no es una orden de esta tienda. Escanee el código de barras de la factura, o busque por el nombre del cliente.',
  'pickup.scan.lookupFailed': 'No se pudo buscar la orden',
  'pickup.scan.dismiss': 'Cerrar',
};
