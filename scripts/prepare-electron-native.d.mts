export interface ElectronNativePlan {
  electronVersion: string;
  sqliteVersion: string;
  nativeDir: string;
  binding: string;
  stampFile: string;
}
export function electronNativePlan(root?: string): ElectronNativePlan;
export function prepareElectronNative(options?: {
  force?: boolean;
  log?: (message: string) => void;
}): Promise<string>;
