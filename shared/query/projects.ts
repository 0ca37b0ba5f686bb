import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getProject, listMyProjects } from '../api/endpoints/projects';
import { queryKeys } from './keys';

/** The logged-in user's projects. */
export const myProjectsQuery = (client: ApiClient) =>
  queryOptions({ queryKey: queryKeys.projects.mine, queryFn: ({ signal }) => listMyProjects(client, { signal }) });

/** One project. */
export const projectQuery = (client: ApiClient, id: string) =>
  queryOptions({ queryKey: queryKeys.projects.detail(id), queryFn: ({ signal }) => getProject(client, { id }, { signal }) });
