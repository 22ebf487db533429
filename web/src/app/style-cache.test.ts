import { css } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { createAppStyleCache } from './style-cache';

function inserted(styles: Parameters<typeof css>[0], parses?: (selector: string) => boolean): string {
  const container = document.createElement('div');
  const cache = createAppStyleCache(container, parses);
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

  describe("another engine's vendor pseudos (MUI's placeholder rules)", () => {
    const placeholder = { color: 'gray' };
    const styles = {
      padding: 4,
      '&::-webkit-input-placeholder': placeholder,
      '&::-moz-placeholder': placeholder,
      '&::-ms-input-placeholder': placeholder,
      '&:focus::-moz-placeholder, &:focus-visible': { opacity: 1 },
    };
    // As Chromium answers CSS.supports('selector(…)').
    const chromium = (selector: string) => !/-(moz|ms)-/.test(selector);

    it('leaves out the rules this browser would reject, and keeps the rest', () => {
      expect(inserted(styles, chromium)).toBe(
        '.rule{padding:4px;}.rule::-webkit-input-placeholder{color:gray;}.rule:focus-visible{opacity:1;}',
      );
    });

    it('keeps every rule where the browser parses them all (or cannot tell)', () => {
      const text = inserted(styles, () => true);
      expect(text).toContain('.rule::-moz-placeholder{color:gray;}');
      expect(text).toContain('.rule::-ms-input-placeholder{color:gray;}');
      expect(text).toContain('.rule:focus::-moz-placeholder,.rule:focus-visible{opacity:1;}');
    });

    it('asks the browser once per pseudo', () => {
      const asked: string[] = [];
      inserted(styles, (selector) => {
        asked.push(selector);
        return chromium(selector);
      });
      expect(asked.sort()).toEqual([
        '*::-moz-placeholder',
        '*::-ms-input-placeholder',
        '*::-webkit-input-placeholder',
      ]);
    });
  });
});
