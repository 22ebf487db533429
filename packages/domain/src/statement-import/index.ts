// @reno/domain/statement-import: reading bank and card statements and matching them to logged expenses
// (docs/product.md#statement-import). An entry of its own so that the CSV and OFX parsers load only where a
// statement is read, never with the rest of the domain.
export * from './limits';
export * from './statement-problem';
export * from './statement-row';
export * from './statement-text';
export * from './statement-amount';
export * from './statement-date';
export * from './csv-layout';
export * from './csv-statement';
export * from './ofx-statement';
export * from './read-statement';
export * from './transaction-fingerprint';
export * from './vendor-words';
export * from './match-expenses';
export * from './layout-guard';
export * from './transfers';
