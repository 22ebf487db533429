/** /login opens on its Sign Up tab with this query: 'Get Started' and 'Create Free Account' go there. */
export const SIGN_UP_PATH = '/login?tab=sign-up';
export const SIGN_UP_TAB = 'sign-up';
