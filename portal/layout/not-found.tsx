import { page } from '../lib/route-kit';

/** The not-found page, of the public area and of the customer area (router.tsx, dashboard-routes.tsx). */
export const NotFound = page(() => import('../features/public/not-found-page'), 'NotFoundPage');
