import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import { printedText } from '../../electron/common/escpos/decoder';
import { VirtualPrinter } from '../../electron/devices/virtual-printer';
import { probePrinterStatus, PrinterStatusError } from '../../electron/services/devices/printer-status';
import { sendPrintJob } from '../../electron/services/devices/print-job-sender';

let printer: VirtualPrinter;

beforeEach(async () => {
  printer = await VirtualPrinter.start({ port: 0 });
});

afterEach(async () => {
  await printer.stop();
});

function receipt(lines: string[]): ThermalPrinter {
  const client = new ThermalPrinter({
    type: PrinterTypes.EPSON,
    interface: `tcp://127.0.0.1:${printer.port}`,
    options: { timeout: 2000 },
  });
  for (const line of lines) client.println(line);
  client.cut();
  return client;
}

/** Open a connection, send bytes, and read `answerBytes` bytes back while keeping the connection open. */
async function sendAndAwaitAnswer(
  bytes: Buffer,
  answerBytes: number,
): Promise<{ socket: net.Socket; answer: Buffer }> {
  const socket = net.connect({ host: '127.0.0.1', port: printer.port });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(bytes);
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (Buffer.concat(chunks).length >= answerBytes) resolve();
    });
  });
  return { socket, answer: Buffer.concat(chunks) };
}

const DLE_EOT = (n: number): Buffer => Buffer.from([0x10, 0x04, n]);

describe('virtual printer', () => {
  it('records a job sent with node-thermal-printer and decodes what would be on paper', async () => {
    const client = receipt(['Order 1001', 'Ready for pickup']);
    await client.execute();
    const [job] = await printer.waitForJobs(1);
    expect(job?.bytes).toEqual(client.getBuffer());
    expect(printedText(job!.document)).toEqual(['Order 1001', 'Ready for pickup']);
    expect(job?.printed).toBe(true);
  });

  it('counts each connection as exactly one job', async () => {
    await receipt(['first']).execute();
    await printer.waitForJobs(1);
    await receipt(['second']).execute();
    const jobs = await printer.waitForJobs(2);
    expect(jobs.map((job) => [job.id, printedText(job.document)])).toEqual([
      [1, ['first']],
      [2, ['second']],
    ]);
  });

  it('answers DLE EOT n while the job is still open, and still records the job', async () => {
    const { socket, answer } = await sendAndAwaitAnswer(
      Buffer.concat([Buffer.from('Hello\n'), DLE_EOT(1), DLE_EOT(4)]),
      2,
    );
    expect([...answer]).toEqual([0x12, 0x12]); // online, drawer pin low; paper present
    socket.end();
    const [job] = await printer.waitForJobs(1);
    expect(printedText(job!.document)).toEqual(['Hello']);
  });

  it('reports paper out and cover open to the status probe, and a status probe is not a job', async () => {
    await expect(probePrinterStatus({ host: '127.0.0.1', port: printer.port })).resolves.toMatchObject({
      ready: true,
      paper: 'ok',
      problems: [],
    });
    printer.setCondition({ paper: 'out' });
    await expect(probePrinterStatus({ host: '127.0.0.1', port: printer.port })).resolves.toMatchObject({
      ready: false,
      online: false,
      paper: 'out',
      problems: ['paper_out'],
    });
    printer.setCondition({ paper: 'near-end', coverOpen: true });
    await expect(probePrinterStatus({ host: '127.0.0.1', port: printer.port })).resolves.toMatchObject({
      ready: false,
      paper: 'near-end',
      coverOpen: true,
      problems: ['cover_open'],
    });
    expect(printer.jobs).toEqual([]);
  });

  it('marks a job received while out of paper as not printed', async () => {
    printer.setCondition({ paper: 'out' });
    await receipt(['nothing comes out']).execute();
    const [job] = await printer.waitForJobs(1);
    expect(job?.printed).toBe(false);
  });

  it('refuses connections while off and works again, on the same port, once back on', async () => {
    const port = printer.port;
    await printer.powerOff();
    await expect(receipt(['while off']).execute()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const unreachable = await probePrinterStatus({ host: '127.0.0.1', port }).catch(
      (error: unknown) => error,
    );
    expect(unreachable).toBeInstanceOf(PrinterStatusError);
    expect(unreachable).toMatchObject({ code: 'printer_unreachable' });

    await printer.powerOn();
    expect(printer.port).toBe(port);
    await receipt(['after power on']).execute();
    const jobs = await printer.waitForJobs(1);
    expect(jobs.map((job) => printedText(job.document))).toEqual([['after power on']]);
  });

  it('cuts off a job in progress when switched off: the sender sees a reset and nothing is printed', async () => {
    const { socket } = await sendAndAwaitAnswer(Buffer.concat([Buffer.from('half a rec'), DLE_EOT(1)]), 1);
    const closed = new Promise<Error | undefined>((resolve) => {
      let failure: Error | undefined;
      socket.on('error', (error) => (failure = error));
      socket.on('close', () => resolve(failure));
    });
    await printer.powerOff();
    expect(await closed).toMatchObject({ code: 'ECONNRESET' });
    expect(printer.jobs).toEqual([]);
    expect(printer.interruptedJobs.map((job) => job.bytes.toString('latin1'))).toEqual([
      'half a rec\x10\x04\x01',
    ]);
  });

  it('leaves a status probe waiting when hung, so the probe times out', async () => {
    await printer.hang();
    const error = await probePrinterStatus(
      { host: '127.0.0.1', port: printer.port },
      { timeoutMs: 300 },
    ).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ code: 'printer_no_response' });
    expect((error as Error).message).toContain('did not answer');
  });
});

describe('sending a print job', () => {
  const address = (): { host: string; port: number } => ({ host: '127.0.0.1', port: printer.port });

  it('resolves once the printer has taken the whole job, which prints exactly once', async () => {
    const job = receipt(['Order 1002', 'Thank you']).getBuffer();
    await sendPrintJob(address(), job);
    expect(printer.jobs.map((received) => printedText(received.document))).toEqual([
      ['Order 1002', 'Thank you'],
    ]);
    expect(printer.jobs[0]?.bytes).toEqual(job);
  });

  it('says nothing was sent when the printer is off, so a retry is safe', async () => {
    await printer.powerOff();
    await expect(sendPrintJob(address(), Buffer.from('x\n'))).rejects.toMatchObject({
      code: 'printer_unreachable',
      mayHavePrinted: false,
    });
  });

  it('says the job may have printed when the printer loses power mid-job', async () => {
    printer.once('status-request', () => void printer.powerOff());
    const longJob = Buffer.concat([
      Buffer.from([0x10, 0x04, 0x01]),
      Buffer.alloc(1_000_000, 'x'),
      Buffer.from('\n'),
    ]);
    const error = await sendPrintJob(address(), longJob).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ code: 'printer_connection_lost', mayHavePrinted: true });
    expect((error as Error).message).toContain('Check the printer before printing again');
    expect(printer.jobs).toEqual([]);
  });

  it('gives up on a hung printer and says the job may have printed', async () => {
    await printer.hang();
    await expect(sendPrintJob(address(), Buffer.from('x\n'), { timeoutMs: 300 })).rejects.toMatchObject({
      code: 'printer_connection_lost',
      mayHavePrinted: true,
    });
  });
});
