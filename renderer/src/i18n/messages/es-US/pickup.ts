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
  'pickup.search.shortcut': 'F2',
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

  'pickup.detail': 'Orden',
  'pickup.detail.openFailed': 'No se pudo abrir esta orden',
  'pickup.detail.opening': 'Abriendo la orden…',
  'pickup.detail.title': 'Orden {number}',
  'pickup.detail.waitingToSync': 'Pendiente de sincronizar',
  'pickup.detail.meta': '{name} · realizada el {date} · {id}',
  'pickup.detail.defaultName': 'Recogida en tienda',
  'pickup.detail.actionFailed':
    '{action, select, startPicking {No se pudo iniciar la preparación} markReady {La orden no se marcó como lista} rejectItems {Los artículos no se rechazaron} handOver {La orden no se entregó} cancel {La orden no se canceló} reroute {La orden no se redirigió} takeOver {La orden no se tomó} giveUpRefusedChange {No se descartó el cambio rechazado} other {No funcionó}}',
  'pickup.detail.reload': 'Recargar la orden',
  'pickup.detail.side': 'Detalles de la orden',
  'pickup.detail.back': 'Órdenes',
  'pickup.state.beingPicked': 'Artículos en preparación',
  'pickup.state.readyToPick': 'Lista para preparar',
  'pickup.state.readyToPickHelp':
    '{count, plural, one {# artículo reservado} other {# artículos reservados}} en esta tienda. Inicie la preparación y escanee cada artículo al ponerlo en la bolsa.',
  'pickup.state.startPicking': 'Iniciar preparación',
  'pickup.state.itemsToPick': 'Artículos por preparar',
  'pickup.state.waitingFor': 'Esperando a {name}',
  'pickup.state.theCustomer': 'el cliente',
  'pickup.state.waitingHelp':
    'Cuando llegue el cliente, escanee el código de barras de la orden en su factura, o verifique su nombre y elija Entregar al cliente.',
  'pickup.state.handOver': 'Entregar al cliente',
  'pickup.state.onHold': 'En espera: inventario insuficiente',
  'pickup.state.onHoldReroute':
    'Envíe la orden a una tienda que tenga los artículos, o espere: se enviará aquí de nuevo cuando llegue inventario.',
  'pickup.state.onHoldWait':
    'Se enviará aquí de nuevo cuando llegue inventario. Un gerente puede enviarla a otra tienda.',
  'pickup.state.reroute': 'Redirigir a otra tienda',
  'pickup.state.pickedUp': 'Recogida',
  'pickup.state.pickedUpHelp': 'El cliente tiene la orden. Reimprima un documento abajo si lo pide.',
  'pickup.state.canceled': 'Cancelada',
  'pickup.state.canceledHelp': 'Esta orden no se recogerá. Se liberó el inventario reservado.',
  'pickup.state.notAtStore': 'Aún no está en la tienda',
  'pickup.state.notAtStoreHelp':
    'El cliente todavía puede cambiar esta orden. Se podrá preparar cuando se envíe a esta tienda.',
  'pickup.customer': 'Cliente',
  'pickup.customer.email': 'Correo electrónico',
  'pickup.customer.phone': 'Teléfono',
  'pickup.customer.items': 'Artículos',
  'pickup.customer.total': 'Total',
  'pickup.customer.picker': 'Preparador',
  'pickup.customer.cancel': 'Cancelar orden…',
  'pickup.history': 'Historial',
  'pickup.history.empty':
    'Aún no hay historial: aparece cuando la plataforma recibe los cambios de la orden.',
  'pickup.history.list': 'Historial de la orden',
  'pickup.history.automatic': 'automático',
  'pickup.lines.title': 'Artículos',
  'pickup.lines.count': '{count, plural, one {# artículo} other {# artículos}}',
  'pickup.lines.product': 'Producto',
  'pickup.lines.quantity': 'Cant.',
  'pickup.lines.unitPrice': 'Precio unitario',
  'pickup.lines.total': 'Total',
  'pickup.lines.orderTotal': 'Total de la orden',

  'pickup.cancel.title': 'Cancelar la orden {number}',
  'pickup.cancel.description':
    'El cliente no recogerá esta orden. El inventario reservado vuelve al estante.',
  'pickup.cancel.keep': 'Conservar la orden',
  'pickup.cancel.confirm': 'Cancelar orden',
  'pickup.cancel.reason': 'Motivo',
  'pickup.cancel.reasonPlaceholder': 'p. ej., El cliente pidió cancelar',
  'pickup.cancel.reasonMissing': 'Indique por qué se cancela la orden',
  'pickup.cancel.failed': 'La orden no se canceló',
  'pickup.cancel.done': 'Orden {number} cancelada',

  'pickup.handOver.title': 'Entregar la orden {number}',
  'pickup.handOver.notNow': 'Ahora no',
  'pickup.handOver.confirm': 'Entregar',
  'pickup.handOver.noName': 'Sin nombre',
  'pickup.handOver.summary': '{count, plural, one {# artículo} other {# artículos}} · {total}',
  'pickup.handOver.scanned': 'Código de barras escaneado: la factura corresponde a esta orden.',
  'pickup.handOver.scannedAnnounce':
    'Código de barras escaneado: la factura corresponde a esta orden. La entrega está lista.',
  'pickup.handOver.personIs': 'La persona que recoge es {name}',
  'pickup.handOver.checkHint':
    'Verifique su nombre (y una identificación si su tienda lo pide), o escanee el código de barras de su factura.',
  'pickup.handOver.wrongCode': 'Ese código de barras es de otra orden',
  'pickup.handOver.wrongCodeHelp': '{code} no es la orden {number}. Verifique que tiene la bolsa correcta.',
  'pickup.handOver.notReady': 'Esta orden no está lista para recoger',
  'pickup.handOver.notReadyHelp': 'Se podrá entregar cuando esté preparada y marcada como lista.',
  'pickup.handOver.failed': 'La orden no se entregó',
  'pickup.handOver.done': 'Orden {number} recogida',
  'pickup.handOver.doneMessage': 'Entregada a {name} por {associate}.',

  'pickup.pick.title': 'Escanee cada artículo',
  'pickup.pick.help': 'Escanee el código de barras del artículo, o escriba su EAN o SKU y presione Enter.',
  'pickup.pick.code': 'Código del artículo',
  'pickup.pick.codePlaceholder': 'EAN o SKU',
  'pickup.pick.add': 'Agregar',
  'pickup.pick.progress':
    '<strong>{done, number} de {total, number}</strong> {total, plural, one {artículo preparado} other {artículos preparados}}',
  'pickup.pick.progressLabel': 'Artículos preparados',
  'pickup.pick.progressValue':
    '{done} de {total, plural, one {# artículo preparado} other {# artículos preparados}}',
  'pickup.pick.complete': 'Todo está preparado. Marque la orden como lista para imprimir sus documentos.',
  'pickup.pick.remaining':
    '{count, plural, one {Falta # por preparar} other {Faltan # por preparar}}. ¿No encuentra algo? Use Faltan artículos.',
  'pickup.pick.missing': 'Faltan artículos',
  'pickup.pick.markReady': 'Marcar como lista',
  'pickup.code.sku': 'SKU {code}',
  'pickup.code.ean': 'EAN {code}',
  'pickup.line.pickedOf': 'Preparados de {name}',
  'pickup.line.count': '{picked, number} de {ordered, number}',
  'pickup.line.done': 'Preparado',
  'pickup.line.left': '{count} por preparar',
  'pickup.line.quantity': 'Cantidad de {name}',
  'pickup.line.less': 'Un {name} menos',
  'pickup.line.more': 'Un {name} más',
  'pickup.line.allName':
    '{ordered, plural, one {{name}: la unidad preparada} other {{name}: las # unidades preparadas}}',
  'pickup.line.all': '{ordered, plural, one {La unidad} other {Las #}}',
  'pickup.scanned.waiting': 'Esperando el primer escaneo…',
  'pickup.scanned.picked': 'Preparado: {title}',
  'pickup.scanned.inBag': '{picked} de {ordered} en la bolsa',
  'pickup.scanned.notInOrder': 'Este artículo no está en la orden',
  'pickup.scanned.already': 'Ya preparado: {title}',
  'pickup.scanned.notInOrderHelp':
    'El código {code} no corresponde a ningún artículo de esta orden. Devuélvalo; no se contó nada.',
  'pickup.scanned.alreadyHelp':
    'La orden tiene {ordered} y los {ordered} ya están preparados. Devuelva este; no se contó nada.',

  'pickup.reject.onHold': 'La orden {number} está en espera',
  'pickup.reject.onHoldMessage':
    'Se rechazaron los artículos faltantes. Un gerente puede redirigir la orden a otra tienda.',
  'pickup.reject.description':
    'Estos artículos no se prepararon. Al rechazarlos, la orden queda en espera y el inventario de la tienda para ellos pasa a 0.',
  'pickup.reject.keepPicking': 'Seguir preparando',
  'pickup.reject.confirm':
    '{count, plural, one {Rechazar # artículo y poner en espera} other {Rechazar # artículos y poner en espera}}',
  'pickup.reject.list': 'Artículos a rechazar',
  'pickup.reject.why': '¿Por qué no se pueden preparar?',
  'pickup.reject.failed': 'Los artículos no se rechazaron',

  'pickup.reroute.done': 'Orden {number} redirigida',
  'pickup.reroute.doneMessage': 'Se envió a {store}, {city}.',
  'pickup.reroute.description': 'Elija la tienda que surtirá esta orden. El cliente la recogerá allí.',
  'pickup.reroute.cancel': 'Cancelar',
  'pickup.reroute.to': 'Redirigir a {store}',
  'pickup.reroute.confirm': 'Redirigir',
  'pickup.reroute.finding': 'Buscando tiendas cercanas…',
  'pickup.reroute.lookupFailed': 'No se pudieron buscar las tiendas',
  'pickup.reroute.tryAgain': 'Intentar de nuevo',
  'pickup.reroute.none': 'Ninguna otra tienda puede tomar esta orden',
  'pickup.reroute.noneHelp':
    'Ninguna tienda cercana ofrece recogida en tienda. La orden queda en espera hasta que llegue inventario aquí.',
  'pickup.reroute.stores': 'Tienda a la que se envía la orden',
  'pickup.reroute.where': '{city} · a {distance}',
  'pickup.reroute.allInStock': 'Todos los artículos en inventario',
  'pickup.reroute.notAllInStock': 'No todos los artículos en inventario',
  'pickup.reroute.failed': 'La orden no se redirigió',

  'pickup.held.by':
    'En preparación por <strong>{name}</strong>{elsewhere, select, yes { en otra estación} other {}} desde las {time}',
  'pickup.held.refused':
    'Su acción “{action, select, start_picking {iniciar preparación} mark_ready {marcar como lista} reject_items {rechazar artículos} hand_over {entregar} cancel {cancelar} reroute {redirigir} take_over {tomar la orden} other {{action}}}” no se aceptó: la orden avanzó en otra estación',
  'pickup.held.giveUp': 'Descartar mi cambio',
  'pickup.held.takeOver': 'Tomar la orden',
  'pickup.held.nowStatus':
    'Ahora está {status, select, open {abierta} sent_to_store {enviada a la tienda} assigned {asignada} in_picking {en preparación} ready_for_pickup {lista para recoger} on_hold {en espera} picked_up {recogida} canceled {cancelada} other {{status}}} en la plataforma',
  'pickup.held.platformSaid': 'La plataforma respondió: {message}',
  'pickup.held.canTakeOver':
    'Déjela a esa persona, o tome la orden si no puede terminarla: el historial lo indicará.',
  'pickup.held.managerTakesOver':
    'Déjela a esa persona. Un gerente puede tomar la orden si no puede terminarla.',

  'pickup.docs.title': 'Documentos',
  'pickup.docs.attention': '{count, plural, one {# copia requiere} other {# copias requieren}} su atención',
  'pickup.docs.allPrinted': 'Todo impreso',
  'pickup.docs.printing': 'Imprimiendo…',
  'pickup.docs.loading': 'Cargando trabajos de impresión…',
  'pickup.docs.none':
    'No se imprimieron documentos para esta orden: la configuración de impresión no pide ninguno, o esta estación no tiene impresora. Un administrador configura las impresoras en Configuración.',
  'pickup.docs.jobs': 'Trabajos de impresión',
  'pickup.docs.failedHint':
    'Revise la impresora (encendido, papel, tapa) y elija Intentar de nuevo. Si esta estación no tiene impresora conectada, un gerente o un administrador conecta una en Dispositivos.',
  'pickup.docs.refused': 'La impresora no aceptó la solicitud',
  'pickup.docs.job': '{name}: {state}',
  'pickup.docs.printedAt': ' · impreso a las {time}',
  'pickup.docs.attempt': ' · intento {count}',
  'pickup.docs.complete': '¿{name} salió completo?',
  'pickup.docs.completeQuestion': '¿Salió completo?',
  'pickup.docs.yes': 'Sí, se imprimió',
  'pickup.docs.no': 'No, imprimir de nuevo',
  'pickup.docs.tryAgain': 'Intentar de nuevo',
  'pickup.docs.reprintName': 'Reimprimir {name}',
  'pickup.docs.reprint': 'Reimprimir',
};
