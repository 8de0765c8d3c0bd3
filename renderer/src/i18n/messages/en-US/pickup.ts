// Pickup: dashboard, order detail, picking, hand-over. Ids start with 'pickup.'.
export const pickup = {
  // Names of states, events, reasons, documents and printers (order-labels.ts).
  'pickup.status':
    '{status, select, open {Placed} sent_to_store {Sent to store} assigned {Not started} in_picking {In picking} ready_for_pickup {Ready for pickup} on_hold {On hold} picked_up {Picked up} canceled {Canceled} other {{status}}}',
  'pickup.filter':
    '{filter, select, not_started {Not started} in_picking {In picking} ready {Ready for pickup} on_hold {On hold} done {Done} other {All}}',
  'pickup.event':
    '{action, select, create {Order placed} grace_period_elapsed {Sent to the store} availability_reroute {Stock arrived: sent to the store again} start_picking {Picking started} reject_items {Items rejected: put on hold} mark_ready {Marked ready for pickup} hand_over {Handed over to the customer} cancel {Canceled} reroute {Rerouted to another store} take_over {Taken over from another associate} in_store_sale {Sold in the store} other {{fallback}}}',
  'pickup.event.routing':
    '{to, select, on_hold {Not enough stock: put on hold} other {Stock reserved: ready to pick}}',
  'pickup.rejectReason':
    '{reason, select, no_inventory {Not in stock} cannot_fulfill {Cannot be handed over} other {{reason}}}',
  'pickup.rejectReason.hint':
    '{reason, select, no_inventory {The items could not be found in the store.} cannot_fulfill {The items are here but damaged, faulty or otherwise not sellable.} other {}}',
  'pickup.printState':
    '{state, select, queued {Queued} printing {Printing} printed {Printed} failed {Failed} needs_confirmation {Needs confirmation} other {{state}}}',
  'pickup.printState.reprinted': 'Printed again',
  'pickup.document':
    '{type, select, invoice {Invoice} packing_slip {Packing slip} sale_receipt {Receipt} test_page {Test page} other {{fallback}}}',
  'pickup.print.jobName':
    '{document}{reprint, select, yes { (reprint)} other {}}{copies, plural, =1 {} other {, copy {copy} of #}}',
  'pickup.announce.printed': '{name} printed',
  'pickup.announce.failed': '{name} did not print',
  'pickup.announce.failedBecause': '{name} did not print: {error}',
  'pickup.announce.uncertain':
    '{name} may not have come out complete: check it and say whether to print it again',
  'pickup.announce.sentences': '{sentences}.',
  'pickup.printer':
    '{printer, select, document_printer {Document printer} receipt_printer {Receipt printer} other {{printer}}}',
  'pickup.waited.minutes': '{minutes} min',
  'pickup.waited.hours': '{hours} h {minutes} min',

  // The dashboard.
  'pickup.title': 'In-store pickup',
  'pickup.lead': 'Scan an order barcode to open it, or choose an order below.',
  'pickup.search': 'Search orders',
  'pickup.search.placeholder': 'Order number or name',
  'pickup.search.shortcut': 'F2',
  'pickup.refresh': 'Refresh',
  'pickup.counters': 'Orders by state',
  'pickup.counter.hint':
    '{filter, select, not_started {waiting to be picked} in_picking {being picked now} ready {awaiting the customer} other {need attention}}',
  'pickup.newOrders': '{count, plural, one {New order} other {New orders}}: {numbers}',
  'pickup.list.matching': 'Orders matching “{query}”',
  'pickup.list.count': '{count, plural, one {# order} other {# orders}}',
  'pickup.list.more': 'More orders',
  'pickup.list.done': 'Picked up & canceled',
  'pickup.list.all': 'All orders',
  'pickup.list.withCount': '{list} ({count, number})',
  'pickup.list.failed': 'The orders could not be loaded',
  'pickup.list.loading': 'Loading orders…',
  'pickup.list.searchResults': 'Search results',
  'pickup.list.label':
    '{filter, select, not_started {Not started orders} in_picking {In picking orders} ready {Ready for pickup orders} on_hold {On hold orders} done {Done orders} other {All orders}}',
  'pickup.list.noMatch': 'No order matches “{query}”',
  'pickup.list.noMatchHelp':
    "Check the spelling, or search by the order number on the customer's confirmation.",
  'pickup.list.showMore': 'Show more ({count, number} more)',
  'pickup.empty.title':
    '{filter, select, not_started {No orders to pick} in_picking {Nobody is picking right now} ready {No orders waiting for their customer} on_hold {No orders on hold} done {Nothing handed over yet} other {No pickup orders yet}}',
  'pickup.empty.message':
    '{filter, select, not_started {New orders appear here, with a chime, once their grace period after the customer placed them is over. Scan an order barcode to open any order.} in_picking {Orders being picked show here until they are ready.} ready {Orders show here once they are picked and marked ready.} on_hold {Orders that could not be picked in full wait here for new stock or a reroute.} done {Picked up and canceled orders show here.} other {Orders for this store appear here once customers place them.}}',
  'pickup.column.order': 'Order',
  'pickup.column.customer': 'Customer',
  'pickup.column.items': 'Items',
  'pickup.column.total': 'Total',
  'pickup.column.status': 'Status',
  'pickup.column.picker': 'Picker',
  'pickup.column.waiting': 'Waiting',
  'pickup.column.updated': 'Last change',
  'pickup.order.new': 'New',
  'pickup.order.noName': 'No name given',
  'pickup.order.waitingToBeSent': 'Waiting to be sent to the platform',
  'pickup.order.waitingToSync': 'Waiting to sync',
  'pickup.order.late': 'Late',

  // A scanned order barcode that did not simply open an order.
  'pickup.scan.thisOrder': 'This is order {number}',
  'pickup.scan.notReady':
    'It is {status, select, open {placed} sent_to_store {sent to store} assigned {not started} in_picking {in picking} on_hold {on hold} picked_up {picked up} canceled {canceled} other {{status}}}; it can be handed over once it is ready for pickup.',
  'pickup.scan.unknown': 'No order with this barcode',
  'pickup.scan.unknownHelp':
    "{code} is not an order of this store. Scan the barcode on the invoice, or search by the customer's name.",
  'pickup.scan.lookupFailed': 'The order could not be looked up',
  'pickup.scan.dismiss': 'Dismiss',

  // One order.
  'pickup.detail': 'Order',
  'pickup.detail.openFailed': 'This order could not be opened',
  'pickup.detail.opening': 'Opening the order…',
  'pickup.detail.title': 'Order {number}',
  'pickup.detail.waitingToSync': 'Waiting to sync',
  'pickup.detail.meta': '{name} · placed {date} · {id}',
  'pickup.detail.defaultName': 'In-store pickup',
  'pickup.detail.actionFailed':
    '{action, select, startPicking {Picking could not start} markReady {The order was not marked ready} rejectItems {The items were not rejected} handOver {The order was not handed over} cancel {The order was not canceled} reroute {The order was not rerouted} takeOver {The order was not taken over} giveUpRefusedChange {The refused change was not given up} other {That did not work}}',
  'pickup.detail.reload': 'Reload the order',
  'pickup.detail.side': 'Order details',
  'pickup.detail.back': 'Orders',
  'pickup.state.beingPicked': 'Items being picked',
  'pickup.state.readyToPick': 'Ready to pick',
  'pickup.state.readyToPickHelp':
    '{count, plural, one {# item} other {# items}} reserved in this store. Start picking, then scan each item as it goes in the bag.',
  'pickup.state.startPicking': 'Start picking',
  'pickup.state.itemsToPick': 'Items to pick',
  'pickup.state.waitingFor': 'Waiting for {name}',
  'pickup.state.theCustomer': 'the customer',
  'pickup.state.waitingHelp':
    'When the customer arrives, scan the order barcode on their invoice, or check their name and choose Hand over to customer.',
  'pickup.state.handOver': 'Hand over to customer',
  'pickup.state.onHold': 'On hold: not enough stock',
  'pickup.state.onHoldReroute':
    'Send the order to a store that has the items, or wait: it is routed here again when stock arrives.',
  'pickup.state.onHoldWait':
    'It is routed here again when stock arrives. A manager can send it to another store.',
  'pickup.state.reroute': 'Reroute to another store',
  'pickup.state.pickedUp': 'Picked up',
  'pickup.state.pickedUpHelp': 'The customer has the order. Reprint a document below if they ask for one.',
  'pickup.state.canceled': 'Canceled',
  'pickup.state.canceledHelp': 'This order will not be collected. Any stock held for it was released.',
  'pickup.state.notAtStore': 'Not at the store yet',
  'pickup.state.notAtStoreHelp':
    'The customer can still change this order. It can be picked once it is routed to this store.',
  'pickup.customer': 'Customer',
  'pickup.customer.email': 'Email',
  'pickup.customer.phone': 'Phone',
  'pickup.customer.items': 'Items',
  'pickup.customer.total': 'Total',
  'pickup.customer.picker': 'Picker',
  'pickup.customer.cancel': 'Cancel order…',
  'pickup.history': 'History',
  'pickup.history.empty': "No history yet: it shows once the platform has the order's changes.",
  'pickup.history.list': 'Order history',
  'pickup.history.automatic': 'automatic',
  'pickup.lines.title': 'Items',
  'pickup.lines.count': '{count, plural, one {# item} other {# items}}',
  'pickup.lines.product': 'Product',
  'pickup.lines.quantity': 'Qty',
  'pickup.lines.unitPrice': 'Unit price',
  'pickup.lines.total': 'Total',
  'pickup.lines.orderTotal': 'Order total',

  // Cancel.
  'pickup.cancel.title': 'Cancel order {number}',
  'pickup.cancel.description':
    'The customer will not collect this order. Stock held for it goes back on the shelf.',
  'pickup.cancel.keep': 'Keep the order',
  'pickup.cancel.confirm': 'Cancel order',
  'pickup.cancel.reason': 'Reason',
  'pickup.cancel.reasonPlaceholder': 'e.g. Customer asked to cancel',
  'pickup.cancel.reasonMissing': 'Say why the order is canceled',
  'pickup.cancel.failed': 'The order was not canceled',
  'pickup.cancel.done': 'Order {number} canceled',

  // Hand-over.
  'pickup.handOver.title': 'Hand over order {number}',
  'pickup.handOver.notNow': 'Not now',
  'pickup.handOver.confirm': 'Hand over',
  'pickup.handOver.noName': 'No name given',
  'pickup.handOver.summary': '{count, plural, one {# item} other {# items}} · {total}',
  'pickup.handOver.scanned': 'Order barcode scanned: the invoice matches this order.',
  'pickup.handOver.scannedAnnounce':
    'Order barcode scanned: the invoice matches this order. Hand over is ready.',
  'pickup.handOver.personIs': 'The person collecting is {name}',
  'pickup.handOver.checkHint':
    'Check their name (and ID if your store asks for it), or scan the barcode on their invoice.',
  'pickup.handOver.wrongCode': 'That barcode belongs to another order',
  'pickup.handOver.wrongCodeHelp': '{code} is not order {number}. Check you have the right bag.',
  'pickup.handOver.notReady': 'This order is not ready for pickup',
  'pickup.handOver.notReadyHelp': 'It can be handed over once it is picked and marked ready.',
  'pickup.handOver.failed': 'The order was not handed over',
  'pickup.handOver.done': 'Order {number} picked up',
  'pickup.handOver.doneMessage': 'Handed over to {name} by {associate}.',

  // Picking.
  'pickup.pick.title': 'Scan each item',
  'pickup.pick.help': 'Scan the barcode on the item, or type its EAN or SKU and press Enter.',
  'pickup.pick.code': 'Item code',
  'pickup.pick.codePlaceholder': 'EAN or SKU',
  'pickup.pick.add': 'Add',
  'pickup.pick.progress':
    '<strong>{done, number} of {total, number}</strong> {total, plural, one {item} other {items}} picked',
  'pickup.pick.progressLabel': 'Items picked',
  'pickup.pick.progressValue': '{done} of {total, plural, other {# items}} picked',
  'pickup.pick.complete': 'Everything is picked. Mark the order ready to print its documents.',
  'pickup.pick.remaining':
    "{count, plural, other {# still to pick}}. Can't find something? Use Items missing.",
  'pickup.pick.missing': 'Items missing',
  'pickup.pick.markReady': 'Mark ready',
  'pickup.code.sku': 'SKU {code}',
  'pickup.code.ean': 'EAN {code}',
  'pickup.line.pickedOf': 'Picked of {name}',
  'pickup.line.count': '{picked, number} of {ordered, number}',
  'pickup.line.done': 'Picked',
  'pickup.line.left': '{count} to pick',
  'pickup.line.quantity': 'Quantity of {name}',
  'pickup.line.less': 'One less {name}',
  'pickup.line.more': 'One more {name}',
  'pickup.line.allName': '{ordered, plural, other {All # of {name} picked}}',
  'pickup.line.all': '{ordered, plural, other {All #}}',
  'pickup.scanned.waiting': 'Waiting for the first scan…',
  'pickup.scanned.picked': 'Picked: {title}',
  'pickup.scanned.inBag': '{picked} of {ordered} in the bag',
  'pickup.scanned.notInOrder': 'This item is not in the order',
  'pickup.scanned.already': 'Already picked: {title}',
  'pickup.scanned.notInOrderHelp':
    'Code {code} does not match any item of this order. Put it back; nothing was counted.',
  'pickup.scanned.alreadyHelp':
    'The order has {ordered} and all {ordered} are picked. Put this one back; nothing was counted.',

  // Items missing.
  'pickup.reject.onHold': 'Order {number} is on hold',
  'pickup.reject.onHoldMessage':
    'The missing items were rejected. A manager can reroute the order to another store.',
  'pickup.reject.description':
    "These items were not picked. Rejecting them puts the order on hold and sets the store's stock of them to 0.",
  'pickup.reject.keepPicking': 'Keep picking',
  'pickup.reject.confirm':
    '{count, plural, one {Reject # item and put on hold} other {Reject # items and put on hold}}',
  'pickup.reject.list': 'Items to reject',
  'pickup.reject.why': 'Why can they not be picked?',
  'pickup.reject.failed': 'The items were not rejected',

  // Reroute.
  'pickup.reroute.done': 'Order {number} rerouted',
  'pickup.reroute.doneMessage': 'It was sent to {store}, {city}.',
  'pickup.reroute.description':
    'Choose the store that will fulfil this order. The customer collects it there.',
  'pickup.reroute.cancel': 'Cancel',
  'pickup.reroute.to': 'Reroute to {store}',
  'pickup.reroute.confirm': 'Reroute',
  'pickup.reroute.finding': 'Finding stores near you…',
  'pickup.reroute.lookupFailed': 'The stores could not be looked up',
  'pickup.reroute.tryAgain': 'Try again',
  'pickup.reroute.none': 'No other store can take this order',
  'pickup.reroute.noneHelp':
    'No store within reach takes part in in-store pickup. The order stays on hold until stock arrives here.',
  'pickup.reroute.stores': 'Store to send the order to',
  'pickup.reroute.where': '{city} · {distance} away',
  'pickup.reroute.allInStock': 'All items in stock',
  'pickup.reroute.notAllInStock': 'Not all items in stock',
  'pickup.reroute.failed': 'The order was not rerouted',

  // Held at another workstation.
  'pickup.held.by':
    'Being picked by <strong>{name}</strong>{elsewhere, select, yes { at another workstation} other {}} since {time}',
  'pickup.held.refused':
    'Your “{action, select, start_picking {start picking} mark_ready {mark ready} reject_items {reject items} hand_over {hand over} cancel {cancel} reroute {reroute} take_over {take over} other {{action}}}” was not accepted: the order moved on at another workstation',
  'pickup.held.giveUp': 'Give up my change',
  'pickup.held.takeOver': 'Take over the order',
  'pickup.held.nowStatus':
    'It is now {status, select, open {open} sent_to_store {sent to store} assigned {assigned} in_picking {in picking} ready_for_pickup {ready for pickup} on_hold {on hold} picked_up {picked up} canceled {canceled} other {{status}}} on the platform',
  'pickup.held.platformSaid': 'The platform said: {message}',
  'pickup.held.canTakeOver':
    'Leave it to them, or take the order over if they cannot finish it: the history will say so.',
  'pickup.held.managerTakesOver':
    'Leave it to them. A manager can take the order over if they cannot finish it.',

  // Documents of an order.
  'pickup.docs.title': 'Documents',
  'pickup.docs.attention': '{count, plural, one {# copy needs} other {# copies need}} your attention',
  'pickup.docs.allPrinted': 'All printed',
  'pickup.docs.printing': 'Printing…',
  'pickup.docs.loading': 'Loading print jobs…',
  'pickup.docs.none':
    'No documents were printed for this order: the print configuration asks for none, or this workstation has no printer set up. An administrator sets printers up in Setup.',
  'pickup.docs.jobs': 'Print jobs',
  'pickup.docs.failedHint':
    'Check the printer (power, paper, cover), then choose Try again. If no printer is attached to this workstation, a manager or an administrator attaches one in Devices.',
  'pickup.docs.refused': 'The printer did not take that',
  'pickup.docs.job': '{name}: {state}',
  'pickup.docs.printedAt': ' · printed {time}',
  'pickup.docs.attempt': ' · attempt {count}',
  'pickup.docs.complete': 'Did the {name} come out complete?',
  'pickup.docs.completeQuestion': 'Did it come out complete?',
  'pickup.docs.yes': 'Yes, it printed',
  'pickup.docs.no': 'No, print again',
  'pickup.docs.tryAgain': 'Try again',
  'pickup.docs.reprintName': 'Reprint {name}',
  'pickup.docs.reprint': 'Reprint',
} as const;
