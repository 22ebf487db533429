// A fixed list of choices, each a stored value and the words shown for it (basis classes, reduction kinds).
// Zod-free, as the lists are.

interface Choice<V extends string> {
  value: V;
  label: string;
}

/** The value ('not_part_of_home') or the label ('Not part of the home'), any case; null for anything else. */
export function choiceOf<V extends string>(choices: readonly Choice<V>[], text: string): V | null {
  const wanted = text.trim().toLowerCase();
  return (
    choices.find((choice) => choice.value === wanted || choice.label.toLowerCase() === wanted)?.value ?? null
  );
}

/** The words shown for one of the list's values. */
export function labelOf<V extends string>(choices: readonly Choice<V>[], value: V): string {
  return choices.find((choice) => choice.value === value)!.label;
}
