// The one entry point of the assistant's tools: validates the model's input against the tool's schema,
// runs it over the caller's records only, and turns every refusal (unknown tool, bad input, a project or
// contractor the caller does not have) into an outcome for the model. Only a failure of DynamoDB itself throws.
import {
  ASSISTANT_TOOLS,
  isAssistantToolName,
  type AssistantToolError,
  type AssistantToolName,
  type AssistantToolOutcome,
} from '@reno/domain';
import type { DataContext } from '../context';
import { InvalidInputError, NotFoundError } from '../errors';
import { costBasisTool, improvementsWithoutReceiptTool } from './basis-tools';
import { findContractorsTool } from './contractor-tool';
import { expenseTotals, findExpenses } from './expense-tools';
import { findHomeItemsTool, maintenanceDueTool } from './home-record-tools';
import { missingLienWaiversTool, paymentScheduleTool } from './payment-tools';
import { planVarianceTool } from './plan-tool';
import { listEstimatesTool, listMilestonesTool, listProjectsTool, projectForecastTool } from './record-tools';
import { ToolNotFound } from './scope';
import type { Tool } from './tool-answer';

export interface AssistantToolCall {
  name: string;
  /** Whatever the model sent. */
  input: unknown;
}

const RUNNERS: { [Name in AssistantToolName]: Tool<Name> } = {
  expense_totals: expenseTotals,
  find_expenses: findExpenses,
  list_estimates: listEstimatesTool,
  list_milestones: listMilestonesTool,
  project_forecast: projectForecastTool,
  list_projects: listProjectsTool,
  find_contractors: findContractorsTool,
  plan_variance: planVarianceTool,
  payment_schedule: paymentScheduleTool,
  missing_lien_waivers: missingLienWaiversTool,
  find_home_items: findHomeItemsTool,
  maintenance_due: maintenanceDueTool,
  cost_basis: costBasisTool,
  improvements_without_receipt: improvementsWithoutReceiptTool,
};

function refused(error: AssistantToolError): AssistantToolOutcome {
  return { ok: false, error, lookedAt: `Could not look that up: ${error.message}` };
}

export async function runAssistantTool(
  ctx: DataContext,
  householdId: string,
  call: AssistantToolCall,
): Promise<AssistantToolOutcome> {
  if (!isAssistantToolName(call.name))
    return refused({
      code: 'unknown_tool',
      message: `There is no tool named "${String(call.name).slice(0, 64)}".`,
    });
  const name = call.name;
  const parsed = ASSISTANT_TOOLS[name].input.safeParse(call.input ?? {});
  if (!parsed.success) {
    const message = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`)
      .join('; ');
    return refused({ code: 'invalid_input', message });
  }
  try {
    // One tool of the table, called with any tool's input: `parsed` holds the input of the tool `name` names.
    const run = RUNNERS[name] as Tool<AssistantToolName>;
    const answer = await run(ctx, householdId, parsed.data);
    return { ok: true, name, ...answer };
  } catch (error) {
    if (error instanceof ToolNotFound) return refused({ code: 'not_found', message: error.message });
    if (error instanceof NotFoundError) return refused({ code: 'not_found', message: error.message });
    if (error instanceof InvalidInputError) return refused({ code: 'invalid_input', message: error.message });
    throw error;
  }
}
