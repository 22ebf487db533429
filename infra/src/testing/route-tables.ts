import type { RouteTable } from '../function-catalog';

/**
 * A route table with every combination the real one may grow into: a read-only table user, bucket
 * read vs read-write, each secret group, and a route without JWT (the Stripe webhook).
 */
export const combinationsRouteTable: RouteTable = {
  routes: [
    { method: 'GET', path: '/api/reports', resource: 'reports', auth: 'jwt' },
    { method: 'GET', path: '/api/reports/{id}', resource: 'reports', auth: 'jwt' },
    { method: 'POST', path: '/api/files', resource: 'files', auth: 'jwt' },
    { method: 'GET', path: '/api/previews/{id}', resource: 'previews', auth: 'jwt' },
    { method: 'DELETE', path: '/api/files/{id}', resource: 'cleaner', auth: 'jwt' },
    { method: 'POST', path: '/api/create-checkout-session', resource: 'billing', auth: 'jwt' },
    { method: 'POST', path: '/api/stripe/webhook', resource: 'webhook', auth: 'none' },
    { method: 'GET', path: '/api/admin/users', resource: 'operator', auth: 'jwt' },
  ],
  resources: {
    reports: { entry: 'src/handlers/reports.ts', table: 'read' },
    files: {
      entry: 'src/handlers/files.ts',
      table: 'read',
      objects: { stored: ['get', 'put', 'delete'], pending: ['get', 'delete'] },
    },
    previews: { entry: 'src/handlers/previews.ts', table: 'readwrite', objects: { stored: ['get'] } },
    cleaner: { entry: 'src/handlers/cleaner.ts', table: 'readwrite', objects: { stored: ['delete'] } },
    billing: { entry: 'src/handlers/billing.ts', table: 'readwrite', secrets: ['stripe'] },
    webhook: { entry: 'src/handlers/webhook.ts', table: 'readwrite', secrets: ['stripe'] },
    operator: { entry: 'src/handlers/operator.ts', table: 'readwrite', secrets: ['admin'] },
  },
  chatStream: { entry: 'src/handlers/chat.ts', paths: ['/api/ai-chat'], methods: ['GET', 'POST'] },
  userPoolTriggers: {
    preSignUp: { entry: 'src/triggers/pre-sign-up.ts' },
    postConfirmation: { entry: 'src/triggers/post-confirmation.ts' },
  },
};
