/**
 * The widget bundle's entry: `<script type="module" src="…/widgets/gft-widgets.js" data-api-base="…">`.
 * The four elements arrive with the widgets issue; until then the script defines nothing.
 */
import { version } from 'react';

/** The Preact version behind the `react` alias (proves the alias in the built bundle). */
export const runtimeVersion: string = version;
