import type { ComponentType } from 'react';
import { Routes } from 'react-router-dom';
import { paramPaths, paths } from '../lib/paths';
import { page, routesOf } from '../lib/route-kit';
import { NotFound } from './not-found';

/** A path of the customer area relative to its layout route (`/dashboard/projects/:id` → `projects/:id`). */
const inDashboard = (path: string) => path.slice(`${paths.dashboard}/`.length);

const dashboard = () => import('../features/dashboard/dashboard-page');
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
  [inDashboard(paths.report), page(() => import('../features/report/report-page'), 'ReportPage')],
  [inDashboard(paramPaths.certificate.pattern), page(() => import('../features/certificates/certificate-page'), 'CertificatePage')],
  [inDashboard(paramPaths.transaction.pattern), page(() => import('../features/transactions/transaction-page'), 'TransactionPage')],
  ['*', NotFound],
];

/** The customer area's routes, below its layout route (`/dashboard/*`: the guard, the query cache and the frame, once). */
export function DashboardRoutes() {
  return <Routes>{routesOf(accountPages)}</Routes>;
}
