// Maintenance tasks' messages and limits, without the schemas: the data layer and the functions read them
// and must not load zod at start (the cold-start budget).
export const MAINTENANCE_MESSAGES = {
  home: 'Home must be a home id',
  item: 'Item must be an item id',
  itemNotInHome: 'Item must be an item of this home',
  name: 'Name is required',
  rule: "Rule must be 'every' or 'after'",
  intervalMonths: 'Months must be a whole number from 1 to 120',
  startDate: 'Start date is required',
  startDateInvalid: 'Start date must be a valid date (YYYY-MM-DD)',
  doneDateRequired: 'Date is required',
  doneDate: 'Date must be a valid date (YYYY-MM-DD)',
  expense: 'Expense must be an expense id',
  /** POST …/done on a task whose log is full (409). */
  logFull: (max: number) => `A task keeps at most ${max} times it was done`,
} as const;

export const MAX_MAINTENANCE_MONTHS = 120;
/** The times done kept on a task: with short notes, well inside one item's 400 KB. */
export const MAX_MAINTENANCE_LOG = 500;
