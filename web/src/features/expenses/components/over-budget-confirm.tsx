import { SaveQuestion } from '../../../components/form/save-question';

interface OverBudgetConfirmProps {
  question: string;
  onConfirm: () => void;
  onChangeAmount: () => void;
}

/** The form's own question before saving past the budget. */
export function OverBudgetConfirm({ question, onConfirm, onChangeAmount }: OverBudgetConfirmProps) {
  return (
    <SaveQuestion
      title="Over budget"
      question={question}
      confirmLabel="Save anyway"
      cancelLabel="Change amount"
      onConfirm={onConfirm}
      onCancel={onChangeAmount}
    />
  );
}
