import type { ApiClient, RequestOptions } from '../client';
import { contract } from '../contract';
import type { IdQuery } from '../schemas/common';
import type { ProjectEditInput, ProjectInput } from '../schemas/project';

/** Lists the logged-in user's projects. */
export const listMyProjects = (client: ApiClient, options?: RequestOptions) => client.request(contract.listMyProjects, undefined, options);
/** "Update my project": a GET on /project/mine that re-reads the list (the provider's API changes nothing here). */
export const updateMyProject = (client: ApiClient, options?: RequestOptions) => client.request(contract.updateMyProject, undefined, options);
/** Reads one of the user's projects. */
export const getProject = (client: ApiClient, input: IdQuery, options?: RequestOptions) => client.request(contract.getProject, input, options);
/** Creates a project. */
export const createProject = (client: ApiClient, input: ProjectInput, options?: RequestOptions) => client.request(contract.createProject, input, options);
/** Edits a project. */
export const editProject = (client: ApiClient, input: ProjectEditInput, options?: RequestOptions) => client.request(contract.editProject, input, options);
/** Deletes a project for good. */
export const deleteProject = (client: ApiClient, input: IdQuery, options?: RequestOptions) => client.request(contract.deleteProject, input, options);
