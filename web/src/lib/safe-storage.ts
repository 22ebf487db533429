// What the app keeps in the browser's storage is a convenience (a choice, a token on its way): where the
// browser refuses storage (disabled, some private modes: the calls throw), it is kept in this page's memory
// instead and lasts until the page is reloaded. Every stored value goes through here.

interface SafeStorage {
  /** The value under `key`, or null. */
  read(key: string): string | null;
  /** Keeps `value` under `key`; null removes it. */
  write(key: string, value: string | null): void;
}

function safeStorage(area: 'localStorage' | 'sessionStorage'): SafeStorage {
  const memory = new Map<string, string>();
  return {
    read(key) {
      try {
        return window[area].getItem(key);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    write(key, value) {
      try {
        if (value === null) window[area].removeItem(key);
        else window[area].setItem(key, value);
      } catch {
        if (value === null) memory.delete(key);
        else memory.set(key, value);
      }
    },
  };
}

/** Kept on this device across visits (localStorage). */
export const deviceStorage = safeStorage('localStorage');

/** Kept for this tab (sessionStorage). */
export const tabStorage = safeStorage('sessionStorage');
