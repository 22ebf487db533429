import { describe, expect, it } from 'vitest';
import { formatMoneyInput, MONEY_INPUT_MESSAGES, moneyInputToDecimal, readMoneyInput } from './money-input';

const { notAnAmount, tooManyDecimals, negative, tooLarge, decimalComma } = MONEY_INPUT_MESSAGES;

describe('readMoneyInput', () => {
  it.each([
    ['$1,200', 120000],
    ['1,200.50', 120050],
    ['1200.5', 120050],
    ['1200', 120000],
    ['  $ 1,200.50 ', 120050],
    ['$0.99', 99],
    ['.5', 50],
    ['5.', 500],
    ['0', 0],
    ['+3', 300],
    ['12,500', 1250000],
    ['1,234,567.89', 123456789],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readMoneyInput(text)).toEqual({ kind: 'amount', cents });
  });

  it.each([
    ['12,50', decimalComma('12.50')],
    ['12,5', decimalComma('12.50')],
    ['$12,50', decimalComma('12.50')],
    ['1.200,50', decimalComma('1,200.50')],
    ['1200,75', decimalComma('1,200.75')],
    ['-12,50', decimalComma('-12.50')],
    ['1.234', tooManyDecimals],
    ['0.005', tooManyDecimals],
    ['abc', notAnAmount],
    ['12abc', notAnAmount],
    ['1.2.3', notAnAmount],
    ['1,2345', notAnAmount],
    ['1 200', notAnAmount],
    ['$', notAnAmount],
    ['.', notAnAmount],
    ['1e3', notAnAmount],
    ['--1', notAnAmount],
    ['$-5', notAnAmount],
    ['99999999999999999999', tooLarge],
    ['90071992547409.92', tooLarge],
  ])('refuses %j with %j', (text, message) => {
    expect(readMoneyInput(text)).toEqual({ kind: 'invalid', message });
  });

  it.each(['', '   ', '\t'])('reads %j as blank', (text) => {
    expect(readMoneyInput(text)).toEqual({ kind: 'blank' });
  });

  it('refuses negatives unless the field allows them', () => {
    expect(readMoneyInput('-5')).toEqual({ kind: 'invalid', message: negative });
    expect(readMoneyInput('-$1,200.50', { allowNegative: true })).toEqual({ kind: 'amount', cents: -120050 });
    expect(readMoneyInput('- $5', { allowNegative: true })).toEqual({ kind: 'amount', cents: -500 });
    // Minus zero is zero, never -0.
    expect(readMoneyInput('-0')).toEqual({ kind: 'amount', cents: 0 });
  });
});

describe('formatMoneyInput', () => {
  it.each([
    [120050, '1,200.50'],
    [0, '0.00'],
    [5, '0.05'],
    [-500, '-5.00'],
    [123456789, '1,234,567.89'],
  ])('shows %i cents as %j', (cents, text) => {
    expect(formatMoneyInput(cents)).toBe(text);
  });

  it('shows what it read back as the same amount', () => {
    for (const text of ['$1,200', '1200.5', '0.07', '98,765.4']) {
      const reading = readMoneyInput(text);
      if (reading.kind !== 'amount') throw new Error(`unread: ${text}`);
      expect(readMoneyInput(formatMoneyInput(reading.cents))).toEqual(reading);
    }
  });
});

describe('moneyInputToDecimal', () => {
  it('gives the wire decimal for a readable amount and leaves anything else as typed', () => {
    expect(moneyInputToDecimal('$1,200.5')).toBe('1200.50');
    expect(moneyInputToDecimal('  ')).toBe('');
    expect(moneyInputToDecimal('12,50')).toBe('12,50');
    expect(moneyInputToDecimal('-5')).toBe('-5');
    expect(moneyInputToDecimal('-5', { allowNegative: true })).toBe('-5.00');
  });
});
