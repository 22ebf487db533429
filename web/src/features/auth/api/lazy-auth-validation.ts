import { lazyResolver } from '../../../components/form/lazy-resolver';

// The login screen paints its forms before zod arrives; validation is due at the first submit.
const validation = () => import('./auth-validation');
export const signInValidation = lazyResolver(() => validation().then((module) => module.signInResolver));
export const signUpValidation = lazyResolver(() => validation().then((module) => module.signUpResolver));
