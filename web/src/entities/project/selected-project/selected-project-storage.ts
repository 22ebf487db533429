// The selected project survives reloads (docs/product.md#selected-project).
const STORAGE_KEY = 'reno.selectedProjectId';

export function readSelectedProjectId(): number | null {
  try {
    const value = Number(window.localStorage.getItem(STORAGE_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null; // storage disabled (private mode): selection lives in memory only
  }
}

export function writeSelectedProjectId(id: number | null): void {
  try {
    if (id === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // storage disabled: nothing to keep
  }
}

export function clearSelectedProjectStorage(): void {
  writeSelectedProjectId(null);
}
