/** '1 expense', '3 expenses'. */
export const expenseCount = (count: number) => `${count} ${count === 1 ? 'expense' : 'expenses'}`;
