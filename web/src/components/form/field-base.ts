/** What every input of the form kit takes: its field's name in the form, its label, and its helpers. */
export interface FieldBase {
  name: string;
  label: string;
  required?: boolean;
  /** Shown under the input while it has no error. */
  helperText?: string | undefined;
  /** Runs after the form has taken a new value (e.g. to fill a field that depends on it). */
  onChange?: (value: string) => void;
}
