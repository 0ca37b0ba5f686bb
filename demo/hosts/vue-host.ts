/**
 * The Vue 3 host page's app (demo/pages/vue-host.html): <gft-certificate-verify> and <gft-certificate-badge> under a
 * `v-if` (written as a render function, so the page keeps its strict CSP: Vue's template compiler needs eval), with
 * `lang` and `certificate-id` bound; unticking and ticking "Show" destroys and recreates them, a new `key` remounts
 * them with new values.
 */
import { createApp, defineComponent, h, ref } from 'vue';
import { demoCertificates, demoLanguages, readChoice } from './host-demo';

const HostApp = defineComponent(() => {
  const choice = ref({ certificateId: demoCertificates[0] as string, lang: 'de' });
  const mount = ref(1);
  const shown = ref(true);
  const apply = (event: Event) => {
    event.preventDefault();
    choice.value = readChoice(event.currentTarget as HTMLFormElement);
    mount.value += 1;
    shown.value = true;
  };
  return () => [
    h('form', { class: 'host-controls', onSubmit: apply }, [
      h('label', { for: 'host-certificate' }, 'Certificate'),
      h(
        'select',
        { id: 'host-certificate', name: 'certificateId' },
        demoCertificates.map((id) => h('option', { value: id, selected: id === choice.value.certificateId }, id)),
      ),
      h('label', { for: 'host-lang' }, 'Language'),
      h(
        'select',
        { id: 'host-lang', name: 'lang' },
        demoLanguages.map(([code, name]) => h('option', { value: code, selected: code === choice.value.lang }, name)),
      ),
      h('button', { type: 'submit' }, 'Remount with these values'),
      h('label', null, [h('input', { type: 'checkbox', checked: shown.value, onChange: () => (shown.value = !shown.value) }), ' Show the verification']),
    ]),
    // v-if="shown"
    shown.value ? h('gft-certificate-verify', { key: mount.value, lang: choice.value.lang, 'certificate-id': choice.value.certificateId }) : null,
    // The badge of the same certificate beside it, under the same v-if.
    shown.value ? h('gft-certificate-badge', { key: `badge-${mount.value}`, lang: choice.value.lang, 'certificate-id': choice.value.certificateId }) : null,
  ];
});

createApp(HostApp).mount('#host-app');
