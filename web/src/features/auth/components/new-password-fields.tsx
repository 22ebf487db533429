import { PasswordInput } from '../../../components/form/form-fields';

interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
  helperText?: string;
}

/** A new password and its repetition (fields `password` and `confirmPassword`), as sign-up and a reset ask. */
export function NewPasswordFields({ label, confirmLabel, helperText }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        name="password"
        label={label}
        autoComplete="new-password"
        helperText={helperText}
        required
      />
      <PasswordInput name="confirmPassword" label={confirmLabel} autoComplete="new-password" required />
    </>
  );
}
