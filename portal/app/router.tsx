import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { DashboardArea, PublicArea, RootLayout } from '../layout/root-layout';
import { GuestOnly } from '../lib/session';
import { paramPaths, paths } from '../lib/paths';

/**
 * The routes: English under /en, German unprefixed (paths.ts holds every path). Every page is loaded lazily, so the
 * public pages and the logged-in area come in their own chunks. (The declarative router: react-router's data router
 * costs 29 KB brotli against 14 KB, measured, and the portal needs none of its loaders.)
 */
/** A page: the module's loader and the name of its export (a name, not a picker function: shorter in the first download). */
const page = <M,>(load: () => Promise<M>, name: { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M]) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const text = () => import('../features/public/text-pages');
const NotFound = page(() => import('../features/public/not-found-page'), 'NotFoundPage');
const auth = () => import('../features/auth/password-pages');
const dashboard = () => import('../features/dashboard/dashboard-page');
const forms = () => import('../features/public/form-pages');
const accessibility = page(text, 'AccessibilityPage');

const pages: [string | undefined, ComponentType][] = [
  [undefined, page(() => import('../features/public/home-page'), 'HomePage')],
  ['start', page(text, 'ChoicePage')],
  ['private', page(text, 'PrivatePage')],
  ['business', page(text, 'BusinessPage')],
  ['forest-owners', page(text, 'ForestOwnersPage')],
  ['forest-owners/meeting', page(forms, 'MeetingPage')],
  ['how-it-works', page(text, 'HowItWorksPage')],
  ['faq', page(() => import('../features/public/faq-page'), 'FaqPage')],
  ['mission', page(text, 'MissionPage')],
  ['customers', page(text, 'CustomersPage')],
  ['sdg', page(text, 'SdgPage')],
  ['team', page(text, 'TeamPage')],
  ['partner', page(text, 'PartnerPage')],
  ['contact', page(forms, 'ContactPage')],
  ['impressum', page(text, 'ImpressumPage')],
  ['privacy-policy', page(text, 'PrivacyPolicyPage')],
  // One word per language (paths.ts); the page itself answers the other language's word with the not-found page.
  ['barrierefreiheit', accessibility],
  ['accessibility', accessibility],
  ['verify', page(forms, 'VerifyPage')],
  ['token-sale', page(forms, 'TokenSalePage')],
  [paramPaths.forest.pattern.slice(1), page(() => import('../features/forests/forest-page'), 'ForestPage')],
  ['*', NotFound],
];
/** The login and sign-up screens: only without a session. */
const guestPages: [string, ComponentType][] = [
  ['auth/login', page(() => import('../features/auth/login-page'), 'LoginPage')],
  ['auth/sign-up', page(() => import('../features/auth/sign-up-page'), 'SignUpPage')],
  ['auth/forgot-password', page(auth, 'ForgotPasswordPage')],
  ['auth/reset-password', page(auth, 'ResetPasswordPage')],
];
/** A path of the customer area relative to its layout route (`/dashboard/projects/:id` → `projects/:id`). */
const inDashboard = (path: string) => path.slice(`${paths.dashboard}/`.length);

const projects = () => import('../features/projects/pages');
const buy = () => import('../features/buy/buy-page');
const buyReturn = () => import('../features/buy/return-page');
const transactions = () => import('../features/transactions/transactions-page');
/** The logged-in area's pages, below its layout route (the guard, the query cache and the navigation, once). */
const accountPages: [string | undefined, ComponentType][] = [
  [undefined, page(dashboard, 'DashboardPage')],
  [inDashboard(paths.profile), page(() => import('../features/profile/profile-page'), 'ProfilePage')],
  [inDashboard(paths.transactions), page(transactions, 'TransactionsPage')],
  [inDashboard(paths.projects), page(projects, 'ProjectsPage')],
  [inDashboard(paths.newProject), page(projects, 'NewProjectPage')],
  [inDashboard(paramPaths.project.pattern), page(projects, 'ProjectPage')],
  [inDashboard(paramPaths.editProject.pattern), page(projects, 'EditProjectPage')],
  [inDashboard(paths.buy), page(buy, 'BuyPage')],
  [inDashboard(paths.buyReturn), page(buyReturn, 'BuyReturnPage')],
  [inDashboard(paths.compensate), page(() => import('../features/compensate/compensate-page'), 'CompensatePage')],
  [inDashboard(paths.tokenIndexes), page(() => import('../features/token-indexes/token-indexes-page'), 'TokenIndexesPage')],
  [inDashboard(paramPaths.certificate.pattern), page(() => import('../features/certificates/certificate-page'), 'CertificatePage')],
  [inDashboard(paramPaths.transaction.pattern), page(() => import('../features/transactions/transaction-page'), 'TransactionPage')],
  ['*', NotFound],
];

/** Routes for a list of pages, each wrapped in `Guard` when given (the guard of the auth pages). */
const routesOf = (list: [string | undefined, ComponentType][], Guard?: ComponentType<{ children: ReactNode }>) =>
  list.map(([path, Component]) => {
    const element = Guard ? (
      <Guard>
        <Component />
      </Guard>
    ) : (
      <Component />
    );
    return path === undefined ? <Route key="index" index element={element} /> : <Route key={path} path={path} element={element} />;
  });

/** The routes; the router around them is the browser's (main.tsx) or a static one (the prerender step). */
export function AppRoutes() {
  return (
    <Routes>
      {/* One tree for both languages (`/en` optional): switching the language re-renders the same page, which keeps
          what was typed into its forms, instead of mounting the other language's copy. */}
      <Route path="/en?" element={<RootLayout />}>
        <Route element={<PublicArea />}>
          {routesOf(pages)}
          {routesOf(guestPages, GuestOnly)}
        </Route>
        <Route path={paths.dashboard.slice(1)} element={<DashboardArea />}>
          {routesOf(accountPages)}
        </Route>
      </Route>
    </Routes>
  );
}
