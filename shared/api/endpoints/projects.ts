import type { ApiClient, RequestOptions } from '../client';
import type { JsonEndpoint } from '../endpoint';
import { idQuerySchema, messageAnswerSchema, type IdQuery } from '../schemas/common';
import * as schemas from '../schemas/project';

export const listMyProjectsEndpoint = {
  method: 'GET',
  path: '/project/mine',
  auth: true,
  in: 'none',
  answer: schemas.projectListAnswerSchema,
} as const satisfies JsonEndpoint;
/** "update my project" in the provider's API is a GET on /project/mine: it re-reads the list and changes nothing. */
export const updateMyProjectEndpoint = {
  method: 'GET',
  path: '/project/mine',
  auth: true,
  in: 'none',
  answer: schemas.projectListAnswerSchema,
} as const satisfies JsonEndpoint;
export const getProjectEndpoint = {
  method: 'GET',
  path: '/project/get',
  auth: true,
  in: 'query',
  input: idQuerySchema,
  answer: schemas.projectAnswerSchema,
} as const satisfies JsonEndpoint;
export const createProjectEndpoint = {
  method: 'POST',
  path: '/project/create',
  auth: true,
  in: 'body',
  input: schemas.projectInputSchema,
  answer: schemas.projectSavedAnswerSchema,
} as const satisfies JsonEndpoint;
export const editProjectEndpoint = {
  method: 'POST',
  path: '/project/edit',
  auth: true,
  in: 'body',
  input: schemas.projectEditInputSchema,
  answer: schemas.projectSavedAnswerSchema,
} as const satisfies JsonEndpoint;
export const deleteProjectEndpoint = {
  method: 'POST',
  path: '/project/delete',
  auth: true,
  in: 'body',
  input: schemas.projectDeleteInputSchema,
  answer: messageAnswerSchema,
} as const satisfies JsonEndpoint;

/** Lists the logged-in user's projects. */
export const listMyProjects = (client: ApiClient, options?: RequestOptions) => client.request(listMyProjectsEndpoint, undefined, options);
/** "Update my project": a GET on /project/mine that re-reads the list (the provider's API changes nothing here). */
export const updateMyProject = (client: ApiClient, options?: RequestOptions) => client.request(updateMyProjectEndpoint, undefined, options);
/** Reads one of the user's projects. */
export const getProject = (client: ApiClient, input: IdQuery, options?: RequestOptions) => client.request(getProjectEndpoint, input, options);
/** Creates a project. */
export const createProject = (client: ApiClient, input: schemas.ProjectInput, options?: RequestOptions) =>
  client.request(createProjectEndpoint, input, options);
/** Edits a project. */
export const editProject = (client: ApiClient, input: schemas.ProjectEditInput, options?: RequestOptions) =>
  client.request(editProjectEndpoint, input, options);
/** Deletes a project for good. */
export const deleteProject = (client: ApiClient, input: IdQuery, options?: RequestOptions) => client.request(deleteProjectEndpoint, input, options);
