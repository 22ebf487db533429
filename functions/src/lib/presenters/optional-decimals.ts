import { centsToDecimal, hundredthsToDecimal } from '@reno/domain';

// A figure a record may leave blank (a home's price, a contractor's rate, an installment's amount or
// percentage): the API's 2-decimal string, or null.

export const optionalMoney = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

export const optionalPercent = (hundredths: number | null) =>
  hundredths === null ? null : hundredthsToDecimal(hundredths);
