// The admin password is kept in local storage and reused on load; removed on failure or logout
// (docs/product.md#admin-screen).
const STORAGE_KEY = 'reno.adminPassword';

export function readAdminPassword(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function writeAdminPassword(password: string | null): void {
  try {
    if (password === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, password);
  } catch {
    // storage disabled: the password lives in memory for this visit only
  }
}

/** For the app's sign-out: the admin panel locks again (docs/product.md#signed-in-layout). */
export function clearAdminPassword(): void {
  writeAdminPassword(null);
}
