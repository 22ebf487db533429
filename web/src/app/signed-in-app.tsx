import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { AppShell } from '../features/layout/components/app-shell';
import { projectQueries } from '../features/projects/api/project-queries';
import { SelectedProjectProvider } from '../features/projects/components/selected-project-provider';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const AdminRoute = named(() => import('../features/admin/routes/admin-route'), 'AdminRoute');
const OnboardingRoute = named(
  () => import('../features/onboarding/routes/onboarding-route'),
  'OnboardingRoute',
);
const DashboardRoute = named(() => import('../features/dashboard/routes/dashboard-route'), 'DashboardRoute');
const ProjectsRoute = named(() => import('../features/projects/routes/projects-route'), 'ProjectsRoute');
const NotFoundRoute = named(() => import('../features/not-found/routes/not-found-route'), 'NotFoundRoute');
const ExpensesRoute = named(() => import('../features/expenses/routes/expenses-route'), 'ExpensesRoute');
const BillingRoute = named(() => import('../features/billing/routes/billing-route'), 'BillingRoute');
const EstimatesRoute = named(() => import('../features/estimates/routes/estimates-route'), 'EstimatesRoute');
const ContractorsRoute = named(
  () => import('../features/contractors/routes/contractors-route'),
  'ContractorsRoute',
);
const TimelineRoute = named(() => import('../features/timeline/routes/timeline-route'), 'TimelineRoute');
// The assistant (with react-markdown) loads after the signed-in app, never with the landing page.
const ChatMount = named(() => import('../features/chat/components/chat-mount'), 'ChatMount');

/** The signed-in part of SPEC §2's routing. /admin has no sidebar and needs no project. */
export function SignedInApp() {
  return (
    <SelectedProjectProvider>
      <Suspense fallback={<FullScreenSpinner />}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoute />} />
          <Route path="*" element={<ProjectGate />} />
        </Routes>
      </Suspense>
      {/* SPEC §2: the floating chat button on every signed-in path but '/'. */}
      <Suspense fallback={null}>
        <ChatMount />
      </Suspense>
    </SelectedProjectProvider>
  );
}

/** Zero projects → the first-project screen instead of the app. */
function ProjectGate() {
  const projects = useQuery(projectQueries.list());
  if (projects.isPending) return <FullScreenSpinner label="Loading projects" />;
  if (projects.isSuccess && projects.data.length === 0) return <OnboardingRoute />;

  return (
    <Routes>
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      <Route path="/login" element={<Navigate to="/dashboard" replace />} />
      <Route element={<AppShell />}>
        <Route path="/dashboard" element={<DashboardRoute />} />
        <Route path="/expenses" element={<ExpensesRoute />} />
        <Route path="/projects" element={<ProjectsRoute />} />
        <Route path="/estimates" element={<EstimatesRoute />} />
        <Route path="/contractors" element={<ContractorsRoute />} />
        <Route path="/timeline" element={<TimelineRoute />} />
        <Route path="/billing" element={<BillingRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
