import { deviceStorage } from '../../../lib/safe-storage';

// The admin password is kept in local storage and reused on load; removed on failure or logout
// (docs/product.md#admin-screen).
const STORAGE_KEY = 'reno.adminPassword';

export function readAdminPassword(): string | null {
  return deviceStorage.read(STORAGE_KEY) || null;
}

export function writeAdminPassword(password: string | null): void {
  deviceStorage.write(STORAGE_KEY, password);
}

/** For the app's sign-out: the admin panel locks again (docs/product.md#signed-in-layout). */
export function clearAdminPassword(): void {
  writeAdminPassword(null);
}
