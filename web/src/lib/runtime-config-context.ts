import { createContext, useContext } from 'react';
import type { RuntimeConfig } from './runtime-config';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside RuntimeConfigContext');
  return config;
}
