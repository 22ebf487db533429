// The statement reader (Papa Parse, ofx-js and the rules of @reno/domain/statement-import) in a chunk of its
// own: the import screen draws without it, and it loads when a file is chosen.
export {
  listedProblems,
  looksLikeTransfer,
  problemText,
  readStatement,
  transactionFingerprints,
} from '@reno/domain/statement-import';
