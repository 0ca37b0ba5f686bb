import { lazyModule } from '../api/lazy-module';
import { RetryAlert, SelectField } from '../ui/choice-fields';
import { useForms } from '../ui/forms-context';
import { useResource } from './use-resource';

// The call and its answer's schema (zod) load with the list, after the form's first render.
const loadReference = lazyModule('country list', () => import('../api/endpoints/countries'));

interface CountrySelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** Countries from /country/list, named in the current language; a failed load offers a retry and keeps the value. */
export function CountrySelect({ id, label, value, onChange, error }: CountrySelectProps) {
  const { t, api, language } = useForms();
  const countries = useResource(`countries:${api.baseUrl}:${language}`, async () => (await loadReference()).listCountries(api));
  const options = countries.data?.countries.map((country) => ({ value: country._id, label: country.names[language] || country.name })) ?? [];
  return (
    <>
      <SelectField
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        options={options}
        placeholder={countries.loading ? t('forms.countryLoading') : t('forms.countryPlaceholder')}
        error={error}
        disabled={countries.loading && options.length === 0}
        autoComplete="country"
      />
      {countries.error ? <RetryAlert message={t('forms.countryError')} onRetry={countries.retry} /> : null}
    </>
  );
}
