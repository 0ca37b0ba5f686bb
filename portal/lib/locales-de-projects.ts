import projects from '#shared/i18n/locales/de/projects.json';

/** The German texts of the projects screens, loaded with the first of them. */
export const bundles = [projects];
