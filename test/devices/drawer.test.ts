import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawerSimulator, type DrawerSimulatorOptions } from '../../electron/devices/drawer-simulator';
import { DrawerClient, DrawerError } from '../../electron/services/devices/drawer-client';

const started: { stop(): Promise<void> }[] = [];

async function startDrawer(options: Partial<DrawerSimulatorOptions> = {}): Promise<DrawerSimulator> {
  const drawer = await DrawerSimulator.start({
    serial: 'CD-1001',
    announce: false,
    autoCloseAfterMs: null,
    ...options,
  });
  started.push(drawer);
  return drawer;
}

function clientFor(drawer: DrawerSimulator, timeoutMs = 2000): DrawerClient {
  return new DrawerClient({ host: '127.0.0.1', port: drawer.port }, { timeoutMs });
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((device) => device.stop()));
});

describe('drawer simulator with the drawer client over TCP', () => {
  it('opens on a kick, reports open, and reports closed once pushed shut', async () => {
    const drawer = await startDrawer();
    const client = clientFor(drawer);
    await expect(client.readStatus()).resolves.toMatchObject({ open: false });

    await expect(client.kick()).resolves.toEqual({ open: true, statusByte: 0x16 });
    expect(drawer.isOpen).toBe(true);
    expect(drawer.kicks).toEqual([expect.objectContaining({ pin: 2, onMs: 50, offMs: 500, opened: true })]);
    await expect(client.readStatus()).resolves.toMatchObject({ open: true });

    drawer.close();
    await expect(client.readStatus()).resolves.toEqual({ open: false, statusByte: 0x12 });
  });

  it('closes by itself after the configured delay, which waitUntilClosed notices', async () => {
    const drawer = await startDrawer({ autoCloseAfterMs: 150 });
    const closedBy = new Promise((resolve) => drawer.once('closed', resolve));
    const client = clientFor(drawer);
    await client.kick();
    await client.waitUntilClosed({ pollIntervalMs: 50, timeoutMs: 10_000 });
    expect(await closedBy).toBe('auto');
    expect(drawer.isOpen).toBe(false);
  });

  it('does not open twice: a second kick while open is recorded but changes nothing', async () => {
    const drawer = await startDrawer();
    const openings: string[] = [];
    drawer.on('opened', (how) => openings.push(how));
    const client = clientFor(drawer);
    await client.kick();
    await client.kick();
    expect(drawer.kicks.map((kick) => kick.opened)).toEqual([true, false]);
    expect(openings).toEqual(['kick']);
  });

  it('ignores a kick on the pin it is not wired to', async () => {
    const drawer = await startDrawer({ connectorPin: 2 });
    const pinFiveClient = new DrawerClient({ host: '127.0.0.1', port: drawer.port }, { pin: 5 });
    await expect(pinFiveClient.kick()).resolves.toMatchObject({ open: false });
    expect(drawer.kicks).toEqual([expect.objectContaining({ pin: 5, opened: false })]);
  });

  it('reports an opening by key through status, without a kick', async () => {
    const drawer = await startDrawer();
    drawer.openWithKey();
    await expect(clientFor(drawer).readStatus()).resolves.toMatchObject({ open: true });
    expect(drawer.kicks).toEqual([]);
  });

  it('fails with drawer_unreachable (open it with its key) when switched off, and works when back on', async () => {
    const drawer = await startDrawer();
    const client = clientFor(drawer);
    await drawer.powerOff();
    const error = await client.kick().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(DrawerError);
    expect(error).toMatchObject({ code: 'drawer_unreachable', host: '127.0.0.1', port: drawer.port });
    expect((error as Error).message).toMatch(/did not open: open it with its key/);
    expect(drawer.kicks).toEqual([]);

    await drawer.powerOn();
    await expect(client.kick()).resolves.toMatchObject({ open: true });
  });

  it('fails with drawer_no_response when the drawer takes the connection but never answers', async () => {
    const drawer = await startDrawer();
    await drawer.hang();
    const error = await clientFor(drawer, 300)
      .kick()
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ code: 'drawer_no_response' });
    expect((error as Error).message).toMatch(/If it did not open, open it with its key/);
  });

  it('fails with drawer_bad_response when something else answers on that port', async () => {
    const notADrawer = net.createServer((socket) => {
      socket.resume();
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    });
    await new Promise<void>((resolve) => notADrawer.listen(0, '127.0.0.1', resolve));
    started.push({ stop: () => new Promise<void>((resolve) => notADrawer.close(() => resolve())) });
    const { port } = notADrawer.address() as net.AddressInfo;
    await expect(new DrawerClient({ host: '127.0.0.1', port }).readStatus()).rejects.toMatchObject({
      code: 'drawer_bad_response',
    });
  });

  it('refuses an empty serial', async () => {
    await expect(DrawerSimulator.start({ serial: '  ', announce: false })).rejects.toThrow(
      'serial: must not be empty',
    );
  });
});
