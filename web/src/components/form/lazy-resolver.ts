import type { FieldValues, Resolver } from 'react-hook-form';
import { inBackground } from '../../lib/background-work';

export interface LazyResolver<Values extends FieldValues, Output> {
  /** For `useForm({ resolver })`: validates once `load` has answered, loading it on first use. */
  resolver: Resolver<Values, unknown, Output>;
  /** Starts the download before the first validation needs it (e.g. at the page's first intent). */
  preload: () => Promise<unknown>;
}

/**
 * A form's resolver whose validation (zod and the domain's schema) downloads apart from the form: for a
 * form that is a screen's first paint, where zod would otherwise be in that screen's first JS (the login
 * screen, docs/benchmarks.md section 4a). The form validates on submit, so the download is due by then;
 * a failed one is tried again at the next submit.
 */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): LazyResolver<Values, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const preload = () =>
    (loading ??= inBackground(load()).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await preload())(values, context, options),
    preload,
  };
}
