export * from './next-due';
