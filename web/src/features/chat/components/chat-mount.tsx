import { useLocation } from 'react-router-dom';
import { useSelectedProject } from '../../../entities/project/selected-project/selected-project-provider';
import { ChatLauncher } from './chat-launcher';

/**
 * Where the app shows the assistant (docs/product.md#assistant-panel): for a signed-in user on every
 * path except '/'. Rendered by the signed-in part of the app, inside SelectedProjectProvider; answers use
 * the selected project.
 */
export function ChatMount() {
  const { pathname } = useLocation();
  const { selectedProjectId } = useSelectedProject();
  if (pathname === '/') return null;
  return <ChatLauncher projectId={selectedProjectId} />;
}
