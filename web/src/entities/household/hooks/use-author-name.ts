import { shortName, type RecordAuthor } from '@reno/domain';
import { useCurrentUser } from '../../session/components/auth-provider';
import { useActiveHousehold } from '../active-household/active-household-provider';

/**
 * How an author is named ('Added by Sam', the CSV's 'Added By'): their name as the record keeps it; a
 * record from before households names nobody (`name: null`), and its household's owner made it: the
 * owner's first name.
 */
export function useAuthorName(): (author: RecordAuthor) => string {
  const { householdId, active } = useActiveHousehold();
  const user = useCurrentUser();
  const owner = householdId === null ? shortName(user) : (active?.ownerName.split(' ')[0] ?? 'the owner');
  return (author) => author.name ?? owner;
}
