import { deviceStorage } from '../../../lib/safe-storage';

// The selected project survives reloads (docs/product.md#selected-project).
const STORAGE_KEY = 'reno.selectedProjectId';

export function readSelectedProjectId(): number | null {
  const value = Number(deviceStorage.read(STORAGE_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export function writeSelectedProjectId(id: number | null): void {
  deviceStorage.write(STORAGE_KEY, id === null ? null : String(id));
}

export function clearSelectedProjectStorage(): void {
  writeSelectedProjectId(null);
}
