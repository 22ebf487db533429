// The parts of the Textract SDK the functions use, imported lazily (see textract-scanner.ts).
export { AnalyzeExpenseCommand, TextractClient } from '@aws-sdk/client-textract';
