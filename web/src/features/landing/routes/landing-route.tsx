import Box from '@mui/material/Box';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { useAuth } from '../../auth/components/auth-provider';
import { CallToAction } from '../components/call-to-action';
import { FeatureCards } from '../components/feature-cards';
import { Hero } from '../components/hero';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { ProviderSignInAlert } from '../components/provider-sign-in-alert';

/** The signed-out home page; also shown for any unknown path while signed out (SPEC §2). */
export function LandingRoute() {
  const { state } = useAuth();
  const { demoVideoUrl } = useRuntimeConfig();
  const signedIn = state.status === 'signedIn';
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
      <LandingHeader signedIn={signedIn} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <ProviderSignInAlert />
        <Hero signedIn={signedIn} demoVideoUrl={demoVideoUrl} />
        <FeatureCards />
        <CallToAction signedIn={signedIn} />
      </Box>
      <LandingFooter />
    </Box>
  );
}
