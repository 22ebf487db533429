import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { emailVerifiedQuery } from '../features/auth/api/email-verified-query';
import { EmailVerificationBanner } from '../features/auth/components/email-verification-banner';
import { AppShell } from '../features/layout/components/app-shell';
import { OfflineBanner } from '../features/offline/components/offline-banner';
import { useOutboxSync } from '../features/offline/hooks/use-outbox-sync';
import { usePersistedQueryCache } from '../features/offline/hooks/use-persisted-query-cache';
import { useServiceWorker } from '../features/offline/hooks/use-service-worker';
import {
  ActiveHouseholdProvider,
  useActiveHousehold,
} from '../entities/household/active-household/active-household-provider';
import { useOpenSharedHousehold } from '../entities/household/active-household/use-open-shared-household';
import { useAuthService } from '../entities/session/api/auth-service';
import { useCurrentUser } from '../entities/session/components/auth-provider';
import { projectQueries } from '../entities/project/api/project-queries';
import { SelectedProjectProvider } from '../entities/project/selected-project/selected-project-provider';
import { hasPendingInvitation, INVITATION_PATH } from '../features/household/api/pending-invitation';
import { UnsubscribeRoute } from '../features/reminders/routes/lazy-unsubscribe-route';
import { SharedHomeRoute } from '../features/shared-home/routes/lazy-shared-home-route';
import { lazyWithPreload, type PreloadableComponent } from '../lib/lazy-with-preload';
import type { ShellPath } from './shell-paths';

const AdminRoute = lazyWithPreload(() => import('../features/admin/routes/admin-route'), 'AdminRoute');
const OnboardingRoute = lazyWithPreload(
  () => import('../features/onboarding/routes/onboarding-route'),
  'OnboardingRoute',
);
const DashboardRoute = lazyWithPreload(() => import('./routes/dashboard-route'), 'DashboardRoute');
const BudgetRoute = lazyWithPreload(() => import('../features/budget/routes/budget-route'), 'BudgetRoute');
const ProjectsRoute = lazyWithPreload(() => import('./routes/projects-route'), 'ProjectsRoute');
const NotFoundRoute = lazyWithPreload(
  () => import('../features/not-found/routes/not-found-route'),
  'NotFoundRoute',
);
const ExpensesRoute = lazyWithPreload(
  () => import('../features/expenses/routes/expenses-route'),
  'ExpensesRoute',
);
// The statement parsers (Papa Parse, ofx-js) load with this screen only.
const StatementImportRoute = lazyWithPreload(
  () => import('../features/statement-import/routes/statement-import-route'),
  'StatementImportRoute',
);
const BillingRoute = lazyWithPreload(
  () => import('../features/billing/routes/billing-route'),
  'BillingRoute',
);
const EstimatesRoute = lazyWithPreload(
  () => import('../features/estimates/routes/estimates-route'),
  'EstimatesRoute',
);
const ContractorsRoute = lazyWithPreload(
  () => import('../features/contractors/routes/contractors-route'),
  'ContractorsRoute',
);
const TimelineRoute = lazyWithPreload(
  () => import('../features/timeline/routes/timeline-route'),
  'TimelineRoute',
);
const HomesRoute = lazyWithPreload(() => import('./routes/homes-route'), 'HomesRoute');
// A home's cost basis: its own chunk, so no first load of another screen grows by it.
const HomeBasisRoute = lazyWithPreload(
  () => import('../features/cost-basis/routes/home-basis-route'),
  'HomeBasisRoute',
);
const HouseholdRoute = lazyWithPreload(() => import('./household-screen'), 'HouseholdScreen');
const InvitationRoute = lazyWithPreload(
  () => import('../features/household/routes/invitation-route'),
  'InvitationRoute',
);
// The assistant (with react-markdown) loads after the signed-in app, never with the landing page.
const ChatMount = lazyWithPreload(() => import('../features/chat/components/chat-mount'), 'ChatMount');

/** The screens inside the app shell, by path: the routes below and the preload both come from here. */
const SHELL_SCREENS: Record<ShellPath, PreloadableComponent<object>> = {
  '/dashboard': DashboardRoute,
  '/budget': BudgetRoute,
  '/expenses': ExpensesRoute,
  '/expenses/import': StatementImportRoute,
  '/projects': ProjectsRoute,
  '/estimates': EstimatesRoute,
  '/contractors': ContractorsRoute,
  '/timeline': TimelineRoute,
  '/homes': HomesRoute,
  '/billing': BillingRoute,
  '/household': HouseholdRoute,
};

/** Paths that lead to another ('/' and '/login' to the dashboard). */
const REDIRECTS: Record<string, string> = { '/': '/dashboard', '/login': '/dashboard' };

/**
 * Starts loading the screen of `pathname`, so that it downloads while the project list loads rather
 * than after it.
 */
export function preloadScreen(pathname: string): void {
  const screens: Partial<Record<string, PreloadableComponent<object>>> = SHELL_SCREENS;
  const screen = pathname.startsWith('/admin')
    ? AdminRoute
    : pathname === INVITATION_PATH
      ? InvitationRoute
      : (screens[REDIRECTS[pathname] ?? pathname] ?? NotFoundRoute);
  screen.preload().catch(() => {}); // rendering the screen retries and reports
}

/** Leaving a household takes its offline copy with it (the persister loads in a chunk of its own). */
async function forgetHouseholdSnapshot(): Promise<void> {
  const { forgetSignedInQueryCache } = await import('../features/offline/api/query-cache-persistence');
  await forgetSignedInQueryCache();
}

/**
 * The signed-in routes (docs/product.md#routing), in the active household. /admin has no sidebar and needs
 * no project; neither does the invitation link's page, where a new account with no project yet accepts.
 */
export function SignedInApp() {
  const { pathname } = useLocation();
  useEffect(() => preloadScreen(pathname), [pathname]);
  const userId = useCurrentUser().id;
  useOutboxSync(userId);
  useServiceWorker();
  return (
    <ActiveHouseholdProvider userId={userId} onSwitch={forgetHouseholdSnapshot}>
      <HouseholdApp userId={userId} />
    </ActiveHouseholdProvider>
  );
}

/** Everything shown of the active household: started afresh on a switch, so no state carries over. */
function HouseholdApp({ userId }: { userId: string }) {
  const { householdId } = useActiveHousehold();
  usePersistedQueryCache(userId, householdId);
  return (
    <SelectedProjectProvider key={householdId ?? userId}>
      <Suspense fallback={<FullScreenSpinner />}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoute />} />
          <Route path={INVITATION_PATH} element={<InvitationRoute />} />
          <Route path="/unsubscribe" element={<UnsubscribeRoute />} />
          <Route path="/shared/home/:token" element={<SharedHomeRoute />} />
          {/* Signed in (or up) from the invitation's page: back to it, to accept. */}
          <Route
            path="*"
            element={hasPendingInvitation() ? <Navigate to={INVITATION_PATH} replace /> : <ProjectGate />}
          />
        </Routes>
      </Suspense>
      {/* The floating chat button on every signed-in path but '/' (docs/product.md#assistant-panel). */}
      <Suspense fallback={null}>
        <ChatMount />
      </Suspense>
    </SelectedProjectProvider>
  );
}

/**
 * Zero projects → the first-project screen instead of the app (or a household shared with the user). No
 * screen is drawn before it is known whether the e-mail verification banner stands above it.
 */
function ProjectGate() {
  const projects = useQuery(projectQueries.list());
  const verified = useQuery(emailVerifiedQuery(useAuthService()));
  const empty = projects.isSuccess && projects.data.length === 0;
  const openingShared = useOpenSharedHousehold(empty);
  const loading = projects.isPending || verified.isPending || openingShared;
  // The answer that ends the wait would mount the shell and the screen in one synchronous render (a long
  // task of the first load); deferred, React renders them in slices while the spinner stays (issue 50).
  const stillLoading = useDeferredValue(loading);
  if (loading || stillLoading) return <FullScreenSpinner label="Loading projects" />;
  if (empty) return <OnboardingRoute />;

  return (
    <Routes>
      {Object.entries(REDIRECTS).map(([path, to]) => (
        <Route key={path} path={path} element={<Navigate to={to} replace />} />
      ))}
      <Route
        element={
          <AppShell
            banner={
              <>
                <OfflineBanner />
                <EmailVerificationBanner />
              </>
            }
          />
        }
      >
        {Object.entries(SHELL_SCREENS).map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="/homes/:homeId/basis" element={<HomeBasisRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
