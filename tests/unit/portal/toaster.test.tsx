import { renderToString } from 'react-dom/server';
import toast from 'react-hot-toast/headless';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '#portal/lib/language';
import { ServicesProvider, type Services } from '#portal/lib/services';
import { pushToast } from '#portal/lib/toaster';
import { maxToasts, toastDurationMs } from '#portal/lib/toast-settings';
import { createI18n } from '#shared/i18n/create-i18n';
import portalDe from '#shared/i18n/locales/de/portal.json';
import portalEn from '#shared/i18n/locales/en/portal.json';

describe('the toaster', () => {
  it('shows at most three toasts, the newest, each for 10 seconds', async () => {
    const { Toaster } = await import('#portal/lib/toaster');
    const services = { i18n: createI18n('en', [{ de: portalDe, en: portalEn }]) } as unknown as Services;
    for (let index = 1; index <= 5; index += 1) pushToast(`Message ${index}`, index % 2 ? { kind: 'error' } : {});
    const html = renderToString(
      <ServicesProvider value={services}>
        <I18nextProvider i18n={services.i18n}>
          <LanguageProvider value="en">
            <Toaster />
          </LanguageProvider>
        </I18nextProvider>
      </ServicesProvider>,
    );
    expect(maxToasts).toBe(3);
    expect(toastDurationMs).toBe(10_000);
    expect(html.match(/class="toast /g)).toHaveLength(3);
    expect(html).toContain('Message 5');
    expect(html).not.toContain('Message 1');
    expect(html).toContain('aria-label="Notifications"');
    toast.remove();
  });
});
