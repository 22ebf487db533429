import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceStorage, tabStorage } from './safe-storage';

describe('safe storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps values in the browser storage it names', () => {
    deviceStorage.write('reno.a', 'kept');
    tabStorage.write('reno.b', 'for this tab');
    expect(window.localStorage.getItem('reno.a')).toBe('kept');
    expect(window.sessionStorage.getItem('reno.b')).toBe('for this tab');
    deviceStorage.write('reno.a', null);
    expect(deviceStorage.read('reno.a')).toBeNull();
  });

  it("keeps them in the page's memory where the browser refuses storage", () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refused);

    expect(deviceStorage.read('reno.c')).toBeNull();
    deviceStorage.write('reno.c', 'in memory');
    expect(deviceStorage.read('reno.c')).toBe('in memory');
    expect(tabStorage.read('reno.c')).toBeNull();
    deviceStorage.write('reno.c', null);
    expect(deviceStorage.read('reno.c')).toBeNull();
  });
});
