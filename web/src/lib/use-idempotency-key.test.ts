import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps one key across renders until it is renewed, then a new one', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const [first] = result.current;
    rerender();
    expect(result.current[0]).toBe(first);
    act(() => result.current[1]());
    expect(result.current[0]).not.toBe(first);
    expect(result.current[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
