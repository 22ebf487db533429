import { assistantToolSpecs } from '@reno/domain';

/**
 * The tools as Bedrock's toolConfig lists them. Their JSON schemas are derived from the zod schemas with
 * zod's converter, so this module is imported with the first question, never at cold start.
 */
export const TOOL_SPECS = assistantToolSpecs();
