import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { useIsSignedIn } from '../../../entities/session/components/auth-context';
import { CallToAction } from '../components/call-to-action';
import { FeatureCards } from '../components/feature-cards';
import { Hero } from '../components/hero';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { SCREEN_MIN_HEIGHT } from '../../../lib/screen-min-height';

// Only a refused 'Sign in with …' returns here with `error` in the address: the alert loads then, not
// with every visit to the landing page (its initial JS has a budget).
const ProviderSignInAlert = lazyWithPreload(
  () => import('../components/provider-sign-in-alert'),
  'ProviderSignInAlert',
);

/** The signed-out home page; also shown for any unknown path while signed out (docs/product.md#landing). */
export function LandingRoute() {
  const signedIn = useIsSignedIn();
  const { demoVideoUrl } = useRuntimeConfig();
  const providerRefused = new URLSearchParams(useLocation().search).has('error');
  return (
    <Box
      sx={{
        minHeight: SCREEN_MIN_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
      }}
    >
      <LandingHeader signedIn={signedIn} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        {providerRefused && (
          <Suspense fallback={null}>
            <ProviderSignInAlert />
          </Suspense>
        )}
        <Hero signedIn={signedIn} demoVideoUrl={demoVideoUrl} />
        <FeatureCards />
        <CallToAction signedIn={signedIn} />
      </Box>
      <LandingFooter />
    </Box>
  );
}
