import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PRODUCT_TITLE, type Project } from '@reno/domain';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../../../entities/outbox/hooks/use-sign-out';
import { useSelectedProject } from '../../../entities/project/selected-project/selected-project-provider';
import { ContentSpinner } from '../../../components/content-spinner';
import { OnboardingBlurbs } from '../components/onboarding-blurbs';

// The form (react-hook-form, zod, the form kit's save) is requested when this screen first renders, not
// before its first paint: the welcome texts and blurbs show while it arrives.
const FirstProjectForm = lazy(() =>
  import('../components/first-project-form').then((module) => ({ default: module.FirstProjectForm })),
);

/** Signed in with zero projects: this screen replaces the app (docs/product.md#onboarding). */
export function OnboardingRoute() {
  const logout = useSignOut();
  const { selectProject } = useSelectedProject();
  const navigate = useNavigate();

  // The create mutation has already refreshed the project list; then the new project is selected and the
  // browser goes to /dashboard (docs/product.md#onboarding).
  const created = (project: Project) => {
    selectProject(project.id);
    navigate('/dashboard');
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
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
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
          Track expenses, manage contractors, and stay on budget with ease
        </Typography>
        <OnboardingBlurbs />
        <Card sx={{ mt: 4 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Suspense fallback={<ContentSpinner label="Loading the project form" />}>
              <FirstProjectForm onCreated={created} />
            </Suspense>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
