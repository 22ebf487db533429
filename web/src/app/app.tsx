import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { AppProviders, type AppDependencies } from './providers';

export function App(dependencies: AppDependencies) {
  // The router is outside the providers so that signing out can leave for / before the user is cleared.
  return (
    <BrowserRouter>
      <AppProviders {...dependencies}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
