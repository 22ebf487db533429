import { css } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { createAppStyleCache } from './style-cache';

function inserted(styles: Parameters<typeof css>[0]): string {
  const container = document.createElement('div');
  const cache = createAppStyleCache(container);
  cache.insert('.rule', css(styles), cache.sheet, true);
  return container.textContent ?? '';
}

describe('the app style cache', () => {
  it('prefixes user-select for Safari', () => {
    expect(inserted({ userSelect: 'none' })).toContain('-webkit-user-select:none;user-select:none;');
  });

  it('adds no other vendor prefix', () => {
    const text = inserted({ display: 'flex', transition: 'opacity 1s', appearance: 'none' });
    expect(text).toBe('.rule{display:flex;transition:opacity 1s;appearance:none;}');
  });
});
