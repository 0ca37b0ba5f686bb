import projects from '#shared/i18n/locales/en/projects.json';

/** The English texts of the projects screens, loaded with the first of them. */
export const bundles = [projects];
