import { addMember, AlreadyMemberError, createDataContext } from '@reno/data';
import type { DemoStores } from './kitchen-remodel';

/**
 * Puts the demo's second login in the demo household as an editor, through @reno/data as accepting an
 * invitation writes it (the member item, their pointer and the seat, in one transaction). Already a
 * member (every start after the first): nothing to do.
 */
export async function joinDemoHousehold(
  input: DemoStores & { householdId: string; member: { userId: string; name: string; email: string } },
): Promise<void> {
  const ctx = createDataContext({
    endpoint: input.dynamodbEndpoint,
    tableName: input.tableName,
    region: input.region,
  });
  try {
    await addMember(ctx, input.householdId, { ...input.member, role: 'editor' });
  } catch (error) {
    if (!(error instanceof AlreadyMemberError)) throw error;
  } finally {
    ctx.doc.destroy();
  }
}
