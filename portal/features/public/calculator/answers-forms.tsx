/** The calculator's two forms (a household's, a company's), on the portal's form kit. */
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormCheckbox, FormDecimalField, FormSelectField } from '#portal/lib/form/fields';
import { FormSummary } from '#portal/lib/form/form-summary';
import { usePortalForm } from '#portal/lib/form/use-portal-form';
import { usePageText } from '../page';
import { blankBusiness, blankPrivate, businessAnswers, businessSchema, choices, privateAnswers, privateSchema } from './answers-schema';
import type { Answers } from './footprint';

type Control<V extends FieldValues, Out> = Pick<UseFormReturn<V, unknown, Out>, 'control'>;

/** A select of one of the lists of choices, its options' words under `calculator.<words>.<value>`. */
function Choice<V extends FieldValues, Out>(props: { form: Control<V, Out>; name: FieldPath<V>; label: string; values: readonly string[]; words: string }) {
  const { t } = usePageText();
  return (
    <FormSelectField
      form={props.form}
      name={props.name}
      label={props.label}
      options={props.values.map((value) => ({ value, label: t(`calculator.${props.words}.${value}`) }))}
      placeholder={t('calculator.choose')}
    />
  );
}

/** A figure of the answers: empty is 0 (the page's intro says so; no field is marked optional, as all are). */
function Figure<V extends FieldValues, Out>(props: { form: Control<V, Out>; name: FieldPath<V>; label: string; unit?: string; hint?: string }) {
  return <FormDecimalField form={props.form} name={props.name} label={props.label} unit={props.unit} hint={props.hint} />;
}

/** The flights and the electricity, in both forms (the same field names in each). */
type Shared = { flightsShort?: number; flightsMedium?: number; flightsLong?: number; electricityKwh?: number; greenElectricity: boolean };

function Flights<V extends Shared, Out>({ form }: { form: Control<V, Out> }) {
  const { t } = usePageText();
  return (
    <fieldset className="gft-fieldset calculator__wide">
      <legend className="gft-legend">{t('calculator.flights.legend')}</legend>
      <div className="gft-row">
        <Figure form={form} name={'flightsShort' as FieldPath<V>} label={t('calculator.flights.short')} />
        <Figure form={form} name={'flightsMedium' as FieldPath<V>} label={t('calculator.flights.medium')} />
        <Figure form={form} name={'flightsLong' as FieldPath<V>} label={t('calculator.flights.long')} />
      </div>
    </fieldset>
  );
}

function Electricity<V extends Shared, Out>({ form }: { form: Control<V, Out> }) {
  const { t } = usePageText();
  return (
    <fieldset className="gft-fieldset">
      <legend className="gft-legend">{t('calculator.electricity.legend')}</legend>
      <Figure
        form={form}
        name={'electricityKwh' as FieldPath<V>}
        label={t('calculator.electricity.kwh')}
        unit={t('calculator.units.kwh')}
        hint={t('calculator.electricity.kwhHint')}
      />
      <FormCheckbox form={form} name={'greenElectricity' as FieldPath<V>} label={t('calculator.electricity.green')} />
    </fieldset>
  );
}

/** The labels of a form's fields in their order on screen, for its error summary. */
function useLabels(kind: Answers['kind']): Record<string, string> {
  const { t } = usePageText();
  const flights = { flightsShort: t('calculator.flights.short'), flightsMedium: t('calculator.flights.medium'), flightsLong: t('calculator.flights.long') };
  return kind === 'private'
    ? {
        ...flights,
        carKm: t('calculator.car.km'),
        homeArea: t('calculator.home.area'),
        household: t('calculator.home.household'),
        electricityKwh: t('calculator.electricity.kwh'),
      }
    : {
        employees: t('calculator.office.employees'),
        officeArea: t('calculator.office.area'),
        fleetKm: t('calculator.car.fleetKm'),
        ...flights,
        electricityKwh: t('calculator.electricity.kwh'),
      };
}

/** `onEdit`: any change, so that a result shown for other answers goes (it would be compensated as it stands). */
export function PrivateForm({ onResult, onEdit }: { onResult: (answers: Answers) => void; onEdit: () => void }) {
  const { t } = usePageText();
  const { form, submit, failure } = usePortalForm({
    schema: privateSchema,
    defaultValues: blankPrivate,
    onSubmit: (values) => onResult(privateAnswers(values)),
  });
  const labels = useLabels('private');
  return (
    <form className="gft-form calculator__form" noValidate onSubmit={submit} onInput={onEdit} onChange={onEdit} aria-label={t('calculator.kind.private')}>
      <FormSummary form={form} failure={failure} labels={labels} />
      <Flights form={form} />
      <fieldset className="gft-fieldset">
        <legend className="gft-legend">{t('calculator.car.legend')}</legend>
        <Figure form={form} name="carKm" label={t('calculator.car.km')} unit={t('calculator.units.km')} />
        <Choice form={form} name="carFuel" label={t('calculator.car.fuel')} values={choices.carFuels} words="fuels" />
      </fieldset>
      <fieldset className="gft-fieldset">
        <legend className="gft-legend">{t('calculator.home.legend')}</legend>
        <Choice form={form} name="heating" label={t('calculator.home.heating')} values={choices.heatings} words="heatings" />
        <Figure form={form} name="homeArea" label={t('calculator.home.area')} unit={t('calculator.units.m2')} />
        <Figure form={form} name="household" label={t('calculator.home.household')} hint={t('calculator.home.householdHint')} />
      </fieldset>
      <Electricity form={form} />
      <fieldset className="gft-fieldset">
        <legend className="gft-legend">{t('calculator.food.legend')}</legend>
        <Choice form={form} name="diet" label={t('calculator.food.diet')} values={choices.diets} words="diets" />
      </fieldset>
      <button type="submit" className="button">
        {t('calculator.submit')}
      </button>
    </form>
  );
}

export function BusinessForm({ onResult, onEdit }: { onResult: (answers: Answers) => void; onEdit: () => void }) {
  const { t } = usePageText();
  const { form, submit, failure } = usePortalForm({
    schema: businessSchema,
    defaultValues: blankBusiness,
    onSubmit: (values) => onResult(businessAnswers(values)),
  });
  const labels = useLabels('business');
  return (
    <form className="gft-form calculator__form" noValidate onSubmit={submit} onInput={onEdit} onChange={onEdit} aria-label={t('calculator.kind.business')}>
      <FormSummary form={form} failure={failure} labels={labels} />
      <fieldset className="gft-fieldset">
        <legend className="gft-legend">{t('calculator.office.legend')}</legend>
        <Figure form={form} name="employees" label={t('calculator.office.employees')} />
        <Figure form={form} name="officeArea" label={t('calculator.office.area')} unit={t('calculator.units.m2')} />
        <Choice form={form} name="heating" label={t('calculator.office.heating')} values={choices.heatings} words="heatings" />
      </fieldset>
      <fieldset className="gft-fieldset">
        <legend className="gft-legend">{t('calculator.car.fleetLegend')}</legend>
        <Figure form={form} name="fleetKm" label={t('calculator.car.fleetKm')} unit={t('calculator.units.km')} />
        <Choice form={form} name="fleetFuel" label={t('calculator.car.fleetFuel')} values={choices.carFuels} words="fuels" />
      </fieldset>
      <Flights form={form} />
      <Electricity form={form} />
      <button type="submit" className="button">
        {t('calculator.submit')}
      </button>
    </form>
  );
}
