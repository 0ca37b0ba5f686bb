import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../layout/not-found';
import { DashboardArea, PublicArea, RootLayout } from '../layout/root-layout';
import { page, routesOf } from '../lib/route-kit';
import { GuestOnly } from '../lib/session-guards';
import { paramPaths, paths } from '../lib/paths';

/**
 * The routes: English under /en, German unprefixed (paths.ts holds every path). Every page is loaded lazily, so the
 * public pages and the logged-in area come in their own chunks. (The declarative router: react-router's data router
 * costs 29 KB brotli against 14 KB, measured, and the portal needs none of its loaders.)
 */
const text = () => import('../features/public/text-pages');
const DashboardRoutes = page(() => import('../layout/dashboard-frame'), 'DashboardRoutes');
const auth = () => import('../features/auth/password-pages');
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
  ['calculator', page(() => import('../features/public/calculator/calculator-page'), 'CalculatorPage')],
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
  ['embed', page(() => import('../features/embed/embed-page'), 'EmbedPage')],
  [paramPaths.forest.pattern.slice(1), page(() => import('../features/forests/forest-page'), 'ForestPage')],
  [paramPaths.impact.pattern.slice(1), page(() => import('../features/impact/impact-page'), 'ImpactPage')],
  ['*', NotFound],
];
/** The login and sign-up screens: only without a session. */
const guestPages: [string, ComponentType][] = [
  ['auth/login', page(() => import('../features/auth/login-page'), 'LoginPage')],
  ['auth/sign-up', page(() => import('../features/auth/sign-up-page'), 'SignUpPage')],
  ['auth/forgot-password', page(auth, 'ForgotPasswordPage')],
  ['auth/reset-password', page(auth, 'ResetPasswordPage')],
];
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
        {/* The customer area's routes come with its first visit (dashboard-routes.tsx): the public pages' first
            download does not carry them. */}
        <Route
          path={`${paths.dashboard.slice(1)}/*`}
          element={
            <DashboardArea>
              <DashboardRoutes />
            </DashboardArea>
          }
        />
      </Route>
    </Routes>
  );
}
