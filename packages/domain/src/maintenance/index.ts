export * from './next-due';
export * from './messages';
