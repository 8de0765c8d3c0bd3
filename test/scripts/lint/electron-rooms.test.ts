// The lint that `npm run lint` runs refuses an import crossing the rooms of electron/ (README
// "Architecture"); the same ESLint configuration is loaded here and given a file's text at a path.
import { describe, expect, it } from 'vitest';
import { lintMessages } from './support/lint-messages';

const roomErrors = (file: string, code: string) => lintMessages(file, code, 'electron-rooms/room-directions');

describe('electron/ room directions', () => {
  it('refuses a service reaching into the device simulators, naming both rooms', async () => {
    const errors = await roomErrors(
      'electron/services/printing/new-file.ts',
      "import { VirtualPrinter } from '../../devices/virtual-printer';\nexport const p = VirtualPrinter;\n",
    );
    expect(errors).toEqual([expect.stringContaining('electron/services/ must not import electron/devices/')]);
  });

  it("refuses a service importing the embedded platform's internals, even for a type", async () => {
    const errors = await roomErrors(
      'electron/services/archive-share/new-file.ts',
      "import type { PlatformContext } from '../../platform/context';\nexport type C = PlatformContext;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('electron/services/ must not import electron/platform/'),
    ]);
  });

  it('refuses the shared room depending on anything of the app', async () => {
    const errors = await roomErrors(
      'electron/common/escpos/new-file.ts',
      "export { createHost } from '../../host/create-host';\n",
    );
    expect(errors).toEqual([expect.stringContaining('electron/common/ must not import electron/host/')]);
  });

  it('lets a service use its own devices/ folder and the shared ESC/POS protocol', async () => {
    const errors = await roomErrors(
      'electron/services/drawers/new-file.ts',
      "import { DrawerClient } from '../devices/drawer-client';\nimport { ESC } from '../../common/escpos/protocol';\nexport const d = [DrawerClient, ESC];\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets the composition root build services and start the embedded platform', async () => {
    const errors = await roomErrors(
      'electron/host/new-file.ts',
      "import { createPlatform } from '../platform/server';\nimport { SaleDesk } from '../services/sale/sale-desk';\nexport const h = [createPlatform, SaleDesk];\n",
    );
    expect(errors).toEqual([]);
  });
});
