/** Settings read from the `<script … data-api-base>` that loaded the bundle; an element's attributes override them. */
let apiBase: string | undefined;

export const setScriptApiBase = (value: string | undefined) => {
  apiBase = value?.trim() || undefined;
};
export const scriptApiBase = () => apiBase;
