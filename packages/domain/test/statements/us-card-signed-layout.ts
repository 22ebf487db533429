/** The layout of `us-card-signed.csv`: a header, the date month first, the description, one signed amount. */
export const US_CARD_SIGNED_LAYOUT = {
  delimiter: ',',
  header: true,
  date: 0,
  description: 2,
  amount: { kind: 'signed', column: 5, spending: 'negative' },
  dateOrder: 'mdy',
  decimalMark: '.',
};
