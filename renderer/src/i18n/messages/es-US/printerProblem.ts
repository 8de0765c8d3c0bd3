import type { printerProblem as source } from '../en-US/printerProblem';
import type { Translation } from '../translation';

export const printerProblem: Translation<typeof source> = {
  'printerProblem.condition':
    '{condition, select, offline {fuera de línea} cover_open {tapa abierta} paper_out {sin papel} paper_jam {atasco de papel o error} cutter_error {error de la cuchilla de corte} other {{condition}}}',
  'printerProblem.reason':
    '{reason, select, refused {conexión rechazada} no_route {no hay ruta al dispositivo} network_unreachable {red inaccesible} device_down {el dispositivo no responde en la red} timed_out {se agotó el tiempo de conexión} unknown_host {nombre de host desconocido} lookup_failed {falló la búsqueda del nombre de host} reset {la conexión se interrumpió} address_not_available {dirección no disponible} broken_pipe {se rompió la conexión} aborted {la conexión se canceló} network_down {la red no funciona} not_permitted {este equipo no tiene permiso para conectarse} closed_without_answer {el dispositivo cerró la conexión sin responder} hung_up_before_end {la impresora cortó la conexión antes de recibir todo el trabajo} closed_abruptly {la impresora cerró la conexión de forma inesperada} no_connection_in_time {sin conexión en {ms} ms} no_answer_in_time {sin respuesta en {ms} ms} job_not_taken_in_time {la impresora no tomó el trabajo en {ms} ms} other {error de red inesperado: {text}}}',
  'printerProblem.unreachable':
    'No se puede conectar con la impresora en {address} ({reason}). Revise que esté encendida y conectada.',
  'printerProblem.noResponse':
    'La impresora en {address} no respondió ({reason}). Revise que esté encendida y conectada.',
  'printerProblem.notAPrinterStatus':
    'El dispositivo en {address} respondió {answer}, que no es un estado de impresora ESC/POS.',
  'printerProblem.cannotPrint': 'La impresora en {address} no puede imprimir: {conditions}.',
  'printerProblem.cannotPrintMidJob':
    'La impresora en {address} no puede imprimir: {conditions}. Recibió el trabajo, pero puede haberse detenido antes de terminar.',
  'printerProblem.connectionLost':
    'Se cortó la conexión con la impresora en {address} durante la impresión ({reason}). Revise la impresora antes de volver a imprimir: puede haber salido una parte o todo.',
  'printerProblem.noPrinter':
    'No hay {printerType, select, receipt_printer {impresora de recibos} other {impresora de documentos}} conectada a esta estación (un gerente la agrega en Dispositivos)',
  'printerProblem.canceled': 'Cancelado por el asociado.',
  'printerProblem.appStopped':
    'La aplicación se detuvo mientras se enviaba esta copia. Revise si salió antes de volver a imprimirla.',
  'printerProblem.reprinted': 'Reimpreso como trabajo {jobId}.',
  'printerProblem.notPrepared':
    'No se pudo preparar el trabajo: {cause, select, missing_document {le falta el documento o el modelo de impresora.} bad_printer_address {la dirección “{detail}” no tiene la forma tcp://host:puerto.} other {error de la aplicación (detalle técnico: {detail}).}}',
  /** After the problems of a printer that did not answer when it was attached. */
  'printerProblem.notAttached': 'No se conectó; conéctela de todos modos si por ahora está apagada.',
  'printerProblem.note':
    '{note, select, star_reports_no_status {Una impresora STAR no informa el papel ni la tapa aquí: imprima una página de prueba para comprobar que imprime bien.} other {Si es una impresora STAR, elija el conjunto de comandos STAR.}}',
};
