import Button, { type ButtonProps } from '@mui/material/Button';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useAuthService } from '../api/auth-service';

type ProviderSignIn = UseMutationResult<void, Error, string>;

/** Signs in through an identity provider the runtime config names ('Google'): the browser leaves for it. */
export function useProviderSignIn(): ProviderSignIn {
  const auth = useAuthService();
  return useMutation({ mutationFn: (provider: string) => auth.signInWithProvider(provider) });
}

interface ProviderSignInButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> {
  provider: string;
  signIn: ProviderSignIn;
}

/** 'Sign in with {provider}', waiting while any provider's sign-in is under way. */
export function ProviderSignInButton({ provider, signIn, ...look }: ProviderSignInButtonProps) {
  return (
    <Button {...look} disabled={signIn.isPending} onClick={() => signIn.mutate(provider)}>
      Sign in with {provider}
    </Button>
  );
}
