/**
 * The React 19 host page's app (demo/pages/react-host.html): it renders <gft-certificate-verify> and
 * <gft-certificate-badge> as any React app would, with `lang` and `certificate-id` as attributes, and remounts them (a
 * new `key`) with new values, or hides them.
 */
import { createElement as h, Fragment, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { demoCertificates, demoLanguages, readChoice, type HostChoice } from './host-demo';

function HostApp() {
  const [choice, setChoice] = useState<HostChoice>({ certificateId: demoCertificates[0], lang: 'de' });
  const [mount, setMount] = useState(1);
  const [shown, setShown] = useState(true);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChoice(readChoice(event.currentTarget));
    setMount((count) => count + 1);
    setShown(true);
  };
  return h(
    Fragment,
    null,
    h(
      'form',
      { className: 'host-controls', onSubmit: apply },
      h('label', { htmlFor: 'host-certificate' }, 'Certificate'),
      h(
        'select',
        { id: 'host-certificate', name: 'certificateId', defaultValue: choice.certificateId },
        demoCertificates.map((id) => h('option', { key: id, value: id }, id)),
      ),
      h('label', { htmlFor: 'host-lang' }, 'Language'),
      h(
        'select',
        { id: 'host-lang', name: 'lang', defaultValue: choice.lang },
        demoLanguages.map(([code, name]) => h('option', { key: code, value: code }, name)),
      ),
      h('button', { type: 'submit' }, 'Remount with these values'),
      h('label', null, h('input', { type: 'checkbox', checked: shown, onChange: () => setShown((value) => !value) }), ' Show the verification'),
    ),
    shown ? h('gft-certificate-verify', { key: mount, lang: choice.lang, 'certificate-id': choice.certificateId }) : null,
    // The badge of the same certificate beside it, remounted and hidden with it.
    shown ? h('gft-certificate-badge', { key: `badge-${mount}`, lang: choice.lang, 'certificate-id': choice.certificateId }) : null,
  );
}

const root = document.querySelector('#host-app');
if (root) createRoot(root).render(h(HostApp));
