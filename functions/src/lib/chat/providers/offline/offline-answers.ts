// One answer per form of question, each from its own lookups; a lookup that fails is said in words.
import type { ToolSession } from '../../tool-session';
import { budget, contingency, forecast, plan, remaining, summary } from './answers/budget-answers';
import { changes, charge, contractors, estimateCost, estimatesList, owing } from './answers/estimate-answers';
import { NoSuchContractor } from './answers/expense-scope';
import {
  average,
  breakdown,
  compare,
  count,
  largest,
  list,
  recent,
  smallest,
  spend,
} from './answers/expense-answers';
import { LookupFailed } from './answers/lookup';
import { overdue, timeline } from './answers/milestone-answers';
import { installments, next } from './answers/upcoming-answers';
import { answerHomeQuestion, type HomeQuestion } from './home-record-questions';
import type { Form, Request } from './interpretation';

const ANSWERS: Record<Form, (request: Request, tools: ToolSession) => Promise<string>> = {
  spend,
  count,
  average,
  list,
  largest,
  smallest,
  recent,
  breakdown,
  compare,
  budget,
  remaining,
  contingency,
  plan,
  forecast,
  owing,
  estimateCost,
  estimates: estimatesList,
  changes,
  charge,
  contractors,
  overdue,
  timeline,
  next,
  installments,
  summary,
};

/** The answer, or why its lookup failed, in words. */
async function sayingFailures(answer: () => Promise<string>): Promise<string> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof LookupFailed) return `I couldn't look that up: ${error.message}`;
    if (error instanceof NoSuchContractor) return error.message;
    throw error;
  }
}

export const answerRequest = (request: Request, tools: ToolSession) =>
  sayingFailures(() => ANSWERS[request.form](request, tools));

export const answerHomeRecord = (question: HomeQuestion, tools: ToolSession) =>
  sayingFailures(() => answerHomeQuestion(question, tools));
