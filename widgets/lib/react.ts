/**
 * `react` in the widget build (vite.config.ts): what the shared forms use of React, on Preact, instead of
 * preact/compat. Compat is 7 KB of minified code the forms never use (Suspense, portals, class lifecycles, SVG
 * attribute names, synthetic event methods), 1.7 KB brotli of every widget page. An import the forms add that is
 * missing here fails the widget build; the portal runs the same forms on React itself.
 */
import { options, type VNode } from 'preact';

export { createContext, createElement } from 'preact';
export { useContext, useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';

/** Inputs whose change is their only edit (React's onChange is the change event there, as the DOM's). */
const clicked = /^(checkbox|radio|file)$/i;
// React's meaning of three props, as preact/compat gives them: a text field's onChange fires at every edit (the
// DOM's input event, not the change event when the field is left), and onFocus and onBlur bubble (focusin, focusout).
const next = options.vnode;
options.vnode = (vnode: VNode) => {
  const { type } = vnode;
  const props = vnode.props as Record<string, unknown>;
  if (typeof type === 'string') {
    if ('onChange' in props && (type === 'textarea' || (type === 'input' && !clicked.test(String(props.type ?? ''))))) {
      props.onInput = props.onChange;
      delete props.onChange;
    }
    if ('onFocus' in props) {
      props.onfocusin = props.onFocus;
      delete props.onFocus;
    }
    if ('onBlur' in props) {
      props.onfocusout = props.onBlur;
      delete props.onBlur;
    }
  }
  next?.(vnode);
};
