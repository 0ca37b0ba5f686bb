import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { certificateStatusQuery } from '#shared/query/certificates';
import { localized, paramPaths, splitLanguage } from './paths';
import { usePortalText } from './language';
import { useMyProjects } from './my-projects';
import { useServices } from './services';
import { showToast } from './toasts';

/**
 * Follows the certificates of the customer's projects while they are anywhere in the customer area (mounted once, in
 * its frame): each one's status query checks again with a backoff until it is ready (a new certificate arrives with
 * the project list, which a burn refreshes). When one that was seen on its way becomes ready while the customer is on
 * another page, a notice says so with a link to it. Renders nothing.
 */
export function CertificateTracker() {
  const { api } = useServices();
  const { t, language } = usePortalText();
  const { path } = splitLanguage(useLocation().pathname);
  const projects = useMyProjects().data?.projects ?? [];
  const tracked = projects.flatMap((project) => (project.certificateId ? [{ id: project.certificateId, project: project.name }] : []));
  const statuses = useQueries({ queries: tracked.map(({ id }) => certificateStatusQuery(api, id, language)) });
  const stages = JSON.stringify(tracked.map(({ id }, index) => [id, statuses[index]?.data?.stage ?? '']));

  // What each certificate was at the last look: only a change seen here is news (a reload starts afresh from the server).
  const seen = useRef(new Map<string, string>());
  const latest = useRef({ path, tracked, t, language });
  latest.current = { path, tracked, t, language };
  useEffect(() => {
    const now = latest.current;
    for (const [id, stage] of JSON.parse(stages) as [string, string][]) {
      if (!stage) continue;
      const before = seen.current.get(id);
      seen.current.set(id, stage);
      if ((before !== 'burned' && before !== 'registered') || stage !== 'ready') continue;
      if (paramPaths.certificate.match(now.path)?.id === id) continue;
      const project = now.tracked.find((candidate) => candidate.id === id)?.project ?? '';
      showToast(now.t('dashboard.certificateNotice.ready', { id, project }), {
        id: `certificate-${id}`,
        kind: 'success',
        link: { to: localized(now.language, paramPaths.certificate.href({ id })), label: now.t('dashboard.certificateNotice.open') },
      });
    }
  }, [stages]);
  return null;
}
