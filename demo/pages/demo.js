// The demo pages' own script (a file: the pages run under script-src 'self'). Logs every gft-* event, switches the
// language of the elements, and opens the sandbox mailbox.
const log = document.querySelector('#event-log');
const widgetScript = document.querySelector('script[data-api-base]');
const apiBase = widgetScript ? widgetScript.dataset.apiBase : '';

for (const type of ['gft-ready', 'gft-success', 'gft-error']) {
  document.addEventListener(type, (event) => {
    if (!log) return;
    const line = `${new Date().toLocaleTimeString()}  <${event.target.localName}>  ${type}  ${JSON.stringify(event.detail)}\n`;
    log.textContent = line + log.textContent;
  });
}

for (const button of document.querySelectorAll('[data-set-lang]')) {
  button.addEventListener('click', () => {
    const lang = button.dataset.setLang;
    document.documentElement.lang = lang;
    for (const element of document.querySelectorAll('gft-certificate-verify, gft-token-lead, gft-contact-form, gft-forest-meeting, gft-certificate-badge')) {
      element.setAttribute('lang', lang);
    }
    for (const other of document.querySelectorAll('[data-set-lang]')) other.setAttribute('aria-pressed', String(other === button));
  });
}

const mailbox = document.querySelector('#mailbox-form');
if (mailbox) {
  mailbox.addEventListener('submit', (event) => {
    event.preventDefault();
    const address = new FormData(mailbox).get('address');
    if (address) window.open(`${apiBase}/dev/mailbox?to=${encodeURIComponent(String(address))}`, '_blank', 'noopener');
  });
}
for (const link of document.querySelectorAll('[data-api-link]')) link.href = `${apiBase}${link.dataset.apiLink}`;
