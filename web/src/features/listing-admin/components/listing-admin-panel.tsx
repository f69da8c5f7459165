import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LISTING_STATUSES, LISTING_STATUS_LABELS, changeSummary, formatListingDay, type ListingStatus } from '../../../../../shared/listing-state';
import { LISTING_CHANGE_COPY, LISTING_LIMITS, type AdminListingState } from '../../../../../shared/listing-state-admin';
import { listingChangeRequestSchema } from '../../../../../shared/listing-state-schema';
import { LOCALE_TAGS } from '../../../../../shared/site-routes';
import { LISTING_ADMIN_COPY as copy } from '../../../content/listing-admin';
import { ApiError } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth/use-auth-session';
import { showNotice } from '../../../lib/notices';
import { useAdminListing, useSaveListing } from '../api/listing-admin';
import { AdminListingSection, SaveButton } from './admin-listing-section';

type FieldErrors = Partial<Record<'status' | 'note' | 'noteFr' | 'priceUsd' | 'priceValidUntil', string>>;

/** The form, started from `state`: remounted (by key) when another version arrives, so it always edits the newest. */
function ListingForm({ state, onConflict }: { state: AdminListingState; onConflict: () => void }) {
  const save = useSaveListing();
  const [status, setStatus] = useState<ListingStatus>(state.status);
  const [note, setNote] = useState(state.note ?? '');
  const [noteFr, setNoteFr] = useState(state.noteFr ?? '');
  const [price, setPrice] = useState(String(state.priceUsd));
  const [validUntil, setValidUntil] = useState(state.priceValidUntil ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  /** What every field shares: off while saving, and its problem under it. */
  const fieldState = (name: keyof FieldErrors) => ({ disabled: busy, size: 'small' as const, error: !!errors[name], helperText: errors[name] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = listingChangeRequestSchema.safeParse({
      status,
      note,
      noteFr,
      priceUsd: price.trim() === '' ? undefined : Number(price),
      priceValidUntil: validUntil || null,
      version: state.version,
    });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await save(checked.data);
      showNotice({ severity: 'success', text: saved.version === state.version ? LISTING_CHANGE_COPY.unchanged : LISTING_CHANGE_COPY.saved });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onConflict();
      showNotice({ severity: 'error', title: copy.title, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 560 }}>
      <TextField select label={copy.status} value={status} onChange={(e) => setStatus(e.target.value as ListingStatus)} {...fieldState('status')}>
        {LISTING_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {LISTING_STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={copy.note}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        {...fieldState('note')}
        helperText={errors.note ?? copy.noteHint(LISTING_LIMITS.note)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: LISTING_LIMITS.note } }}
      />
      <TextField
        label={copy.noteFr}
        value={noteFr}
        onChange={(e) => setNoteFr(e.target.value)}
        {...fieldState('noteFr')}
        // A note without its French version is shown in English on the French pages: the hint says so.
        helperText={errors.noteFr ?? (note.trim() && !noteFr.trim() ? copy.noteFrMissing : copy.noteFrHint)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: LISTING_LIMITS.note, lang: LOCALE_TAGS.fr } }}
      />
      <TextField
        label={copy.priceUsd}
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        {...fieldState('priceUsd')}
        type="number"
        slotProps={{ htmlInput: { min: 1, max: LISTING_LIMITS.priceUsdMax, step: 1 } }}
      />
      <TextField
        label={copy.priceValidUntil}
        value={validUntil}
        onChange={(e) => setValidUntil(e.target.value)}
        {...fieldState('priceValidUntil')}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <SaveButton busy={busy} copy={copy} />
    </Stack>
  );
}

function ListingHistory({ state }: { state: AdminListingState }) {
  if (!state.history.length) return <Typography sx={{ color: 'text.secondary' }}>{copy.noHistory}</Typography>;
  return (
    <Table size="small" aria-label={copy.historyTitle}>
      <TableHead>
        <TableRow>
          <TableCell>{copy.columns.date}</TableCell>
          <TableCell>{copy.columns.by}</TableCell>
          <TableCell>{copy.columns.change}</TableCell>
          <TableCell>{copy.columns.note}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {state.history.map((change) => (
          <TableRow key={change.version}>
            <TableCell>
              <time dateTime={change.at}>{formatListingDay(change.on)}</time>
            </TableCell>
            <TableCell>{change.by}</TableCell>
            <TableCell>{changeSummary(change).join('; ')}</TableCell>
            <TableCell>{change.note}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Admin Mode's listing panel: the status, public note, price and its validity, and the whole history
 * with who made each change. Loaded on demand (default export for React.lazy), only in Admin Mode.
 */
export default function ListingAdminPanel() {
  const { isAdmin } = useAuthSession();
  const { data, error, mutate } = useAdminListing(isAdmin);
  if (!isAdmin) return null;
  return (
    <AdminListingSection id="listing-admin-title" copy={copy} data={data} error={error}>
      {(state) => (
        <Stack spacing={4}>
          <ListingForm key={state.version} state={state} onConflict={() => void mutate()} />
          <div>
            <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {copy.historyTitle}
            </Typography>
            <ListingHistory state={state} />
          </div>
        </Stack>
      )}
    </AdminListingSection>
  );
}
