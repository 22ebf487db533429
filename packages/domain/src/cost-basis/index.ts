// The home's cost basis (issue 54, docs/product.md#cost-basis): the classes, the rules that suggest one,
// and the adjusted-basis arithmetic. Zod-free, so the data layer can read it without loading zod.
export * from './basis-class';
export * from './basis-examples';
export * from './suggest-basis-class';
export * from './adjusted-basis';
export * from './basis-sums';
export * from './reduction-kinds';
export * from './basis-report';
export * from './basis-report-csv';
