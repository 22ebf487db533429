import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { AppProviders, type AppDependencies } from './providers';

export function App(dependencies: AppDependencies) {
  return (
    <AppProviders {...dependencies}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
