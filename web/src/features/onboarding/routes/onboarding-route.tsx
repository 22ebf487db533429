import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PRODUCT_TITLE, type Project } from '@reno/domain';
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { HouseholdSwitcher } from '../../../entities/household/components/household-switcher';
import { useSignOut } from '../../../entities/session/hooks/use-sign-out';
import { useCanEdit } from '../../../lib/household-role';
import { useSelectedProject } from '../../../entities/project/selected-project/selected-project-provider';
import { ContentSpinner } from '../../../components/content-spinner';
import { OnboardingBlurbs } from '../components/onboarding-blurbs';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { SCREEN_MIN_HEIGHT } from '../../../lib/screen-min-height';

// The form (react-hook-form, zod, the form kit's save) is requested when this screen first renders, not
// before its first paint: the welcome texts and blurbs show while it arrives.
const FirstProjectForm = lazyWithPreload(
  () => import('../components/first-project-form'),
  'FirstProjectForm',
);

/**
 * Signed in with zero projects in the active household: this screen replaces the app
 * (docs/product.md#onboarding). An account in several households can switch here too; a viewer is told
 * who creates the first project instead of being offered the form.
 */
export function OnboardingRoute() {
  const logout = useSignOut();
  const canEdit = useCanEdit();
  const { selectProject } = useSelectedProject();
  const navigate = useNavigate();

  // The create mutation has already refreshed the project list; then the new project is selected and the
  // browser goes to /dashboard (docs/product.md#onboarding).
  const created = (project: Project) => {
    selectProject(project.id);
    navigate('/dashboard');
  };

  return (
    <Box sx={{ minHeight: SCREEN_MIN_HEIGHT, bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 2, p: 2 }}
      >
        <Box sx={{ width: 260, maxWidth: '60%' }}>
          <HouseholdSwitcher />
        </Box>
        <Button variant="outlined" onClick={logout.request} disabled={logout.pending}>
          {logout.pending ? 'Signing Out...' : 'Sign Out'}
        </Button>
        {logout.confirmation}
      </Box>
      <Container component="main" maxWidth="sm" sx={{ pb: 6 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, textAlign: 'center' }}>
          Welcome to {PRODUCT_TITLE}
        </Typography>
        <Typography variant="h6" component="p" sx={{ textAlign: 'center', mt: 1, fontWeight: 400 }}>
          Let&apos;s get started by creating your first renovation project
        </Typography>
        <Typography color="textSecondary" sx={{ textAlign: 'center', mb: 4 }}>
          Track expenses, manage contractors, and stay on budget with ease
        </Typography>
        <OnboardingBlurbs />
        <Card sx={{ mt: 4 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            {canEdit ? (
              <Suspense fallback={<ContentSpinner label="Loading the project form" />}>
                <FirstProjectForm onCreated={created} />
              </Suspense>
            ) : (
              <Typography>
                This household has no project yet. Its owner or an editor creates the first one; you will see
                it here.
              </Typography>
            )}
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
