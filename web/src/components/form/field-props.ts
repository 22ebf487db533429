import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Wires a react-hook-form registration into an MUI TextField: the ref goes to the <input> (inputRef),
 * and the field's message becomes the helper text (linked through aria-describedby by MUI).
 */
export function fieldProps(
  registration: UseFormRegisterReturn,
  error?: { message?: string | undefined },
  helperText?: string,
) {
  const { ref, ...rest } = registration;
  return {
    ...rest,
    inputRef: ref,
    error: !!error,
    helperText: error?.message ?? helperText,
  };
}
