import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LISTING_FACTS_COPY, type AdminListingFacts, type ListingFacts } from '../../../../../shared/listing-facts';
import { formatCadEquivalent } from '../../../../../shared/listing-figures';
import { listingFactsRequestSchema } from '../../../../../shared/listing-facts-schema';
import { LISTING_FACTS_ADMIN_COPY as copy } from '../../../content/listing-admin';
import { ApiError } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth/use-auth-session';
import { useListingState } from '../../../lib/listing-state';
import { showNotice } from '../../../lib/notices';
import { useAdminFacts, useSaveFacts } from '../api/listing-facts-admin';
import { AdminListingSection, SaveButton } from './admin-listing-section';

type Path = readonly (string | number)[];

const keyOf = (path: Path) => path.join('.');

function valueAt(record: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, step) => (value as Record<string | number, unknown> | null | undefined)?.[step], record);
}

/** `record` with the value at `path` replaced, every object on the way copied. */
function withValueAt<T>(record: T, path: Path, value: unknown): T {
  if (!path.length) return value as T;
  const [step, ...rest] = path;
  const container = record as Record<string | number, unknown>;
  const next = withValueAt(container[step!], rest, value);
  return (Array.isArray(record) ? Object.assign([...record], { [step!]: next }) : { ...container, [step!]: next }) as T;
}

/** The numbers the form holds as typed (so '1.' stays while the admin types '1.37'), by path. */
const NUMBER_PATHS: readonly Path[] = [
  ['cadRate', 'usdToCad'],
  ['unit', 'generator', 'kw'],
  ['unit', 'generator', 'hours'],
  ['unit', 'odometerKm'],
  ['unit', 'shorePowerAmps'],
  ['unit', 'emptyWeightLbs'],
  ['unit', 'examRooms'],
  ['unit', 'functionalAreas'],
];

const typedNumbers = (facts: ListingFacts) =>
  Object.fromEntries(NUMBER_PATHS.map((path) => [keyOf(path), String(valueAt(facts, path) ?? '')]));

/** The facts as the request sends them: numbers parsed (blank is none), blank address lines dropped. */
function factsToSend(facts: ListingFacts, numbers: Record<string, string>): ListingFacts {
  let sent = NUMBER_PATHS.reduce((record, path) => {
    const typed = numbers[keyOf(path)]!.trim();
    return withValueAt(record, path, typed === '' ? null : Number(typed));
  }, facts);
  sent = withValueAt(sent, ['seller', 'addressLines'], facts.seller.addressLines.filter((line) => line.trim()));
  return sent;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The form, started from `stored`: remounted (by key) when another version arrives, so it always edits the newest. */
function FactsForm({ stored, onConflict }: { stored: AdminListingFacts; onConflict: () => void }) {
  const save = useSaveFacts();
  const { priceUsd } = useListingState();
  const [facts, setFacts] = useState<ListingFacts>(stored.facts);
  const [numbers, setNumbers] = useState(() => typedNumbers(stored.facts));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const update = (path: Path, value: unknown) => setFacts((current) => withValueAt(current, path, value));
  const problem = (path: Path) => errors[keyOf(path)];
  const common = (path: Path) => ({ size: 'small' as const, disabled: busy, error: !!problem(path), helperText: problem(path), fullWidth: true });

  const text = (path: Path, label: string, { multiline = false, nullable = false } = {}) => (
    <TextField
      label={label}
      value={String(valueAt(facts, path) ?? '')}
      onChange={(event) => update(path, nullable && event.target.value === '' ? null : event.target.value)}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      {...common(path)}
    />
  );
  const number = (path: Path, label: string, step = '1') => (
    <TextField
      label={label}
      type="number"
      value={numbers[keyOf(path)] ?? ''}
      onChange={(event) => setNumbers((current) => ({ ...current, [keyOf(path)]: event.target.value }))}
      slotProps={{ htmlInput: { step } }}
      {...common(path)}
    />
  );
  const date = (path: Path, label: string, { nullable = false, type = 'date' } = {}) => (
    <TextField
      label={label}
      type={type}
      value={String(valueAt(facts, path) ?? '')}
      onChange={(event) => update(path, nullable && event.target.value === '' ? null : event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      {...common(path)}
    />
  );
  const confirmed = (path: Path) => (
    <FormControlLabel
      control={<Checkbox checked={valueAt(facts, path) === true} onChange={(event) => update(path, event.target.checked)} disabled={busy} />}
      label={copy.confirmed}
    />
  );
  const remove = (listPath: Path, index: number, label: string) => (
    <Button size="small" color="error" disabled={busy} onClick={() => update(listPath, (valueAt(facts, listPath) as unknown[]).filter((_, at) => at !== index))}>
      {label}
    </Button>
  );
  const row = (children: ReactNode) => <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>{children}</Box>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = listingFactsRequestSchema.safeParse({ facts: factsToSend(facts, numbers), version: stored.version });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [keyOf(issue.path.slice(1) as Path), issue.message])));
      showNotice({ severity: 'error', title: copy.title, text: checked.error.issues.map((issue) => issue.message).join('; ') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await save(checked.data);
      showNotice({ severity: 'success', text: saved.version === stored.version ? LISTING_FACTS_COPY.unchanged : LISTING_FACTS_COPY.saved });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onConflict();
      showNotice({ severity: 'error', title: copy.title, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  const typedRate = Number(numbers['cadRate.usdToCad']);
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={copy.title}>
      <Group title={copy.cadRate.title}>
        {row(
          <>
            {number(['cadRate', 'usdToCad'], copy.cadRate.usdToCad, '0.0001')}
            {date(['cadRate', 'setOn'], copy.cadRate.setOn)}
            <Typography sx={{ alignSelf: 'center' }}>
              {Number.isFinite(typedRate) && typedRate > 0 ? copy.cadRate.preview(priceUsd, formatCadEquivalent(priceUsd, { usdToCad: typedRate, setOn: facts.cadRate.setOn })) : ''}
            </Typography>
          </>,
        )}
      </Group>
      <Group title={copy.seller.title}>
        {row(
          <>
            {text(['seller', 'legalName'], copy.seller.legalName)}
            {text(['seller', 'gstHstNumber'], copy.seller.gstHstNumber, { nullable: true })}
            {text(['seller', 'phone'], copy.seller.phone)}
            {text(['seller', 'email'], copy.seller.email)}
            {text(['seller', 'signatory', 'name'], copy.seller.signatoryName)}
            {text(['seller', 'signatory', 'title'], copy.seller.signatoryTitle)}
          </>,
        )}
        <TextField
          label={copy.seller.addressLines}
          value={facts.seller.addressLines.join('\n')}
          onChange={(event) => update(['seller', 'addressLines'], event.target.value.split('\n'))}
          multiline
          minRows={2}
          {...common(['seller', 'addressLines'])}
        />
      </Group>
      <Group title={copy.unit.title}>
        {row(
          <>
            {text(['unit', 'vinOrSerial'], copy.unit.vinOrSerial, { nullable: true })}
            {text(['unit', 'generator', 'make'], copy.unit.generatorMake, { nullable: true })}
            {number(['unit', 'generator', 'kw'], copy.unit.generatorKw)}
            {number(['unit', 'generator', 'hours'], copy.unit.generatorHours)}
            {date(['unit', 'inspection', 'inspectedOn'], copy.unit.inspectedOn, { nullable: true })}
            {date(['unit', 'inspection', 'validThrough'], copy.unit.validThrough)}
            {number(['unit', 'odometerKm'], copy.unit.odometerKm)}
            {number(['unit', 'shorePowerAmps'], copy.unit.shorePowerAmps)}
            {number(['unit', 'emptyWeightLbs'], copy.unit.emptyWeightLbs)}
            {number(['unit', 'examRooms'], copy.unit.examRooms)}
            {number(['unit', 'functionalAreas'], copy.unit.functionalAreas)}
          </>,
        )}
      </Group>
      <Group title={copy.claims.title}>
        <Typography sx={{ color: 'text.secondary' }}>{copy.claims.intro}</Typography>
        {facts.claims.map((claim, index) => (
          <Box key={claim.id} sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr auto auto' } }}>
            {text(['claims', index, 'value'], copy.claims.value)}
            {text(['claims', index, 'label'], copy.claims.label)}
            {confirmed(['claims', index, 'confirmed'])}
            {remove(['claims'], index, copy.remove)}
          </Box>
        ))}
        <div>
          <Button
            size="small"
            disabled={busy}
            onClick={() => update(['claims'], [...facts.claims, { id: `claim-${Date.now().toString(36)}`, value: '', label: '', confirmed: false }])}
          >
            {copy.claims.add}
          </Button>
        </div>
      </Group>
      <Group title={copy.testimonials.title}>
        <Typography sx={{ color: 'text.secondary' }}>{copy.testimonials.intro}</Typography>
        {facts.testimonials.map((testimonial, index) => (
          <Stack key={index} spacing={2} sx={{ borderTop: index ? 1 : 0, borderColor: 'divider', pt: index ? 2 : 0 }}>
            {row(
              <>
                {text(['testimonials', index, 'name'], copy.testimonials.name)}
                {text(['testimonials', index, 'title'], copy.testimonials.role)}
                {text(['testimonials', index, 'location'], copy.testimonials.location)}
                {text(['testimonials', index, 'service'], copy.testimonials.service)}
                {date(['testimonials', index, 'date'], copy.testimonials.date, { type: 'month' })}
                <TextField select label={copy.testimonials.rating} value={testimonial.rating} onChange={(event) => update(['testimonials', index, 'rating'], Number(event.target.value))} {...common(['testimonials', index, 'rating'])}>
                  {[5, 4, 3, 2, 1].map((stars) => (
                    <MenuItem key={stars} value={stars}>
                      {stars}
                    </MenuItem>
                  ))}
                </TextField>
              </>,
            )}
            {text(['testimonials', index, 'text'], copy.testimonials.text, { multiline: true })}
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              {confirmed(['testimonials', index, 'confirmed'])}
              {remove(['testimonials'], index, copy.remove)}
            </Box>
          </Stack>
        ))}
        <div>
          <Button
            size="small"
            disabled={busy}
            onClick={() =>
              update(['testimonials'], [...facts.testimonials, { name: '', title: '', location: '', rating: 5, date: '', text: '', service: '', confirmed: false }])
            }
          >
            {copy.testimonials.add}
          </Button>
        </div>
      </Group>
      <Group title={copy.documents.serviceTitle}>
        <Typography sx={{ color: 'text.secondary' }}>{copy.documents.serviceIntro}</Typography>
        {facts.documents.serviceEntries.map((_, index) => (
          <Box key={index} sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: '10rem 2fr 1fr auto' } }}>
            {date(['documents', 'serviceEntries', index, 'date'], copy.documents.serviceDate)}
            {text(['documents', 'serviceEntries', index, 'work'], copy.documents.serviceWork)}
            {text(['documents', 'serviceEntries', index, 'by'], copy.documents.serviceBy)}
            {remove(['documents', 'serviceEntries'], index, copy.remove)}
          </Box>
        ))}
        <div>
          <Button size="small" disabled={busy} onClick={() => update(['documents', 'serviceEntries'], [...facts.documents.serviceEntries, { date: '', work: '', by: '' }])}>
            {copy.documents.addService}
          </Button>
        </div>
      </Group>
      <Group title={copy.documents.warrantyTitle}>
        <Typography sx={{ color: 'text.secondary' }}>{copy.documents.warrantyIntro}</Typography>
        {facts.documents.warrantyTerms.map((_, index) => (
          <Box key={index} sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: '1fr auto' } }}>
            {text(['documents', 'warrantyTerms', index], copy.documents.warrantyTerm, { multiline: true })}
            {remove(['documents', 'warrantyTerms'], index, copy.remove)}
          </Box>
        ))}
        <div>
          <Button size="small" disabled={busy} onClick={() => update(['documents', 'warrantyTerms'], [...facts.documents.warrantyTerms, ''])}>
            {copy.documents.addWarranty}
          </Button>
        </div>
      </Group>
      <SaveButton busy={busy} copy={copy} />
    </Stack>
  );
}

/**
 * Admin Mode's facts panel: the CAD rate, the seller's identity, the unit's numbers, the claims and
 * testimonials with their confirmation, and the documents' content. Loaded on demand (default export
 * for React.lazy), only in Admin Mode.
 */
export default function ListingFactsPanel() {
  const { isAdmin } = useAuthSession();
  const { data, error, mutate } = useAdminFacts(isAdmin);
  if (!isAdmin) return null;
  return (
    <AdminListingSection id="listing-facts-title" copy={copy} data={data} error={error}>
      {(stored) => (
        <>
          {stored.changedOn && <Typography sx={{ mb: 2 }}>{copy.lastChange(stored.changedOn, stored.changedBy ?? '')}</Typography>}
          <FactsForm key={stored.version} stored={stored} onConflict={() => void mutate()} />
        </>
      )}
    </AdminListingSection>
  );
}
