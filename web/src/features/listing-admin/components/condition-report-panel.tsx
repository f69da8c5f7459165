import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { componentsBySystem, type ListedComponent } from '../../../../../shared/condition-report';
import { CONDITION_LIMITS, CONDITION_RATING_LABELS } from '../../../../../shared/condition-summary';
import { CONDITION_RATINGS, type ComponentCondition, type ConditionComponentId, type ConditionReport, type ConditionStatement } from '../../../../../shared/condition-report-facts';
import { responsivePhoto } from '../../../../../shared/image-url';
import type { ImageRecord } from '../../../../../shared/images';
import { LISTING_FACTS_COPY, type AdminListingFacts } from '../../../../../shared/listing-facts';
import { listingFactsRequestSchema } from '../../../../../shared/listing-facts-schema';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import { ImageSelect } from '../../../components/ui/image-select';
import { CONDITION_ADMIN_COPY as copy } from '../../../content/listing-admin';
import { ApiError } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth/use-auth-session';
import { IMAGE_LISTS } from '../../../lib/images-api';
import { useImageList } from '../../../lib/use-image-list';
import { showNotice } from '../../../lib/notices';
import { useAdminFacts, useSaveFacts } from '../api/listing-facts-admin';
import { AdminListingSection, SaveButton } from './admin-listing-section';
import { ConditionFrenchGaps } from './condition-french-gaps';

/** An issue's field within the report: 'inspectedOn', 'components.generator.comment' (the request's path less 'facts.condition'). */
const REPORT_PATH_START = 2;

function ComponentEditor({
  component,
  images,
  error,
  disabled,
  onChange,
}: {
  component: ListedComponent;
  images: readonly ImageRecord[];
  error: (field: string) => string | undefined;
  disabled: boolean;
  onChange: (patch: Partial<ComponentCondition>) => void;
}) {
  const byId = new Map(images.map((image) => [image.id, image]));
  const field = (name: string) => `components.${component.id}.${name}`;
  const problem = (name: string) => ({ error: !!error(field(name)), helperText: error(field(name)) });
  const full = component.photoIds.length >= CONDITION_LIMITS.photos;
  return (
    <Stack component="fieldset" spacing={1.5} data-component={component.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
        {component.label}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {component.asks}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr', lg: '14rem 1fr 1fr' } }}>
        <TextField
          select
          size="small"
          label={copy.rating}
          value={component.rating}
          disabled={disabled}
          // A fix belongs to a component that needs attention only: another rating drops it.
          onChange={(event) => {
            const rating = event.target.value as ComponentCondition['rating'];
            onChange({ rating, ...(rating === 'needs-attention' ? {} : { fix: null, fixFr: '' }) });
          }}
          {...problem('rating')}
        >
          {CONDITION_RATINGS.map((rating) => (
            <MenuItem key={rating} value={rating}>
              {CONDITION_RATING_LABELS[rating]}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" multiline minRows={2} label={copy.comment} value={component.comment} disabled={disabled} onChange={(event) => onChange({ comment: event.target.value })} {...problem('comment')} />
        <TextField size="small" multiline minRows={2} label={copy.commentFr} value={component.commentFr ?? ''} disabled={disabled} onChange={(event) => onChange({ commentFr: event.target.value })} slotProps={{ htmlInput: { lang: 'fr-CA' } }} {...problem('commentFr')} />
      </Box>
      {component.rating === 'needs-attention' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField size="small" multiline label={copy.fix} value={component.fix ?? ''} disabled={disabled} onChange={(event) => onChange({ fix: event.target.value })} {...problem('fix')} />
          <TextField size="small" multiline label={copy.fixFr} value={component.fixFr ?? ''} disabled={disabled} onChange={(event) => onChange({ fixFr: event.target.value })} slotProps={{ htmlInput: { lang: 'fr-CA' } }} {...problem('fixFr')} />
        </Box>
      )}
      {component.photoIds.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {component.photoIds.map((imageId, index) => {
            const image = byId.get(imageId);
            return (
              <Box component="li" key={imageId} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                {image && <SafeImage {...responsivePhoto(image)} sizes="96px" alt={image.altText} eager sx={{ width: 96, height: 72, objectFit: 'cover', bgcolor: 'grey.200' }} />}
                <IconButton aria-label={copy.removePhoto(component.label, index + 1)} disabled={disabled} onClick={() => onChange({ photoIds: component.photoIds.filter((id) => id !== imageId) })}>
                  <DeleteIcon />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      {full ? (
        <Typography variant="body2">{copy.photosFull(CONDITION_LIMITS.photos)}</Typography>
      ) : (
        <ImageSelect
          label={`${copy.addPhoto}: ${component.label}`}
          value=""
          noneLabel={copy.pickPhoto}
          images={images.filter((image) => !component.photoIds.includes(image.id))}
          disabled={disabled}
          onChange={(imageId) => imageId && onChange({ photoIds: [...component.photoIds, imageId] })}
        />
      )}
      {error(field('photoIds')) && <Typography color="error">{error(field('photoIds'))}</Typography>}
    </Stack>
  );
}

/** The statement's fields as typed: the days stay text until the schema checks them. */
interface StatementDraft {
  text: string;
  textFr: string;
  days: string;
}

/** Both fields empty promise nothing; anything else goes to the schema, which names what is missing. */
function draftStatement({ text, textFr, days }: StatementDraft): ConditionStatement | null {
  if (!text.trim() && !days.trim()) return null;
  return { text, ...(textFr ? { textFr } : {}), periodDays: days.trim() ? Number(days) : Number.NaN };
}

function StatementEditor({ draft, error, disabled, onChange }: { draft: StatementDraft; error: (field: string) => string | undefined; disabled: boolean; onChange: (draft: StatementDraft) => void }) {
  const problem = (name: string) => ({ error: !!(error(`statement.${name}`) ?? error('statement')), helperText: error(`statement.${name}`) ?? error('statement') });
  return (
    <Stack component="fieldset" spacing={1.5} data-testid="condition-statement-editor" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
        {copy.statement}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {copy.statementHint}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 12rem' }, alignItems: 'start' }}>
        <TextField size="small" multiline minRows={2} label={copy.statementText} value={draft.text} disabled={disabled} onChange={(event) => onChange({ ...draft, text: event.target.value })} {...problem('text')} />
        <TextField
          size="small"
          type="number"
          label={copy.statementDays}
          value={draft.days}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, days: event.target.value })}
          slotProps={{ htmlInput: { min: 1, max: CONDITION_LIMITS.statementDays, step: 1 } }}
          {...problem('periodDays')}
        />
        <TextField size="small" multiline minRows={2} label={copy.statementTextFr} value={draft.textFr} disabled={disabled} onChange={(event) => onChange({ ...draft, textFr: event.target.value })} slotProps={{ htmlInput: { lang: 'fr-CA' } }} {...problem('textFr')} />
      </Box>
    </Stack>
  );
}

/** The report's form, started from `stored`: remounted (by key) when another version arrives, so it always edits the newest. */
function ConditionForm({ stored, images, onConflict }: { stored: AdminListingFacts; images: readonly ImageRecord[]; onConflict: () => void }) {
  const save = useSaveFacts();
  const [report, setReport] = useState<ConditionReport>(stored.facts.condition);
  const storedStatement = stored.facts.condition.statement;
  const [statement, setStatement] = useState<StatementDraft>({ text: storedStatement?.text ?? '', textFr: storedStatement?.textFr ?? '', days: storedStatement ? String(storedStatement.periodDays) : '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const error = (field: string) => errors[field];

  const patchComponent = (id: ConditionComponentId, patch: Partial<ComponentCondition>) =>
    setReport((current) => ({ ...current, components: { ...current.components, [id]: { ...current.components[id], ...patch } } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The whole facts record goes back as stored, with this report: the PUT replaces the record at its version.
    const checked = listingFactsRequestSchema.safeParse({ facts: { ...stored.facts, condition: { ...report, statement: draftStatement(statement) } }, version: stored.version });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.slice(REPORT_PATH_START).join('.'), issue.message])));
      showNotice({ severity: 'error', title: copy.title, text: checked.error.issues.map((issue) => issue.message).join('; ') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await save(checked.data);
      showNotice({ severity: 'success', text: saved.version === stored.version ? LISTING_FACTS_COPY.unchanged : LISTING_FACTS_COPY.saved });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) onConflict();
      showNotice({ severity: 'error', title: copy.title, text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  }

  const { inspector } = report;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={copy.title}>
      <ConditionFrenchGaps report={{ ...report, statement: draftStatement(statement) }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        <TextField
          size="small"
          type="date"
          label={copy.inspectedOn}
          value={report.inspectedOn ?? ''}
          disabled={busy}
          onChange={(event) => setReport((current) => ({ ...current, inspectedOn: event.target.value || null }))}
          slotProps={{ inputLabel: { shrink: true } }}
          error={!!error('inspectedOn')}
          helperText={error('inspectedOn')}
        />
        <TextField
          select
          size="small"
          label={copy.inspector}
          value={inspector.kind}
          disabled={busy}
          onChange={(event) => setReport((current) => ({ ...current, inspector: event.target.value === 'seller' ? { kind: 'seller' } : { kind: 'third-party', name: '', credential: '' } }))}
        >
          {(['seller', 'third-party'] as const).map((kind) => (
            <MenuItem key={kind} value={kind}>
              {copy.inspectorKinds[kind]}
            </MenuItem>
          ))}
        </TextField>
        {inspector.kind === 'third-party' && (
          <>
            <TextField size="small" label={copy.inspectorName} value={inspector.name} disabled={busy} onChange={(event) => setReport((current) => ({ ...current, inspector: { ...inspector, name: event.target.value } }))} error={!!error('inspector.name')} helperText={error('inspector.name')} />
            <TextField size="small" label={copy.credential} value={inspector.credential} disabled={busy} onChange={(event) => setReport((current) => ({ ...current, inspector: { ...inspector, credential: event.target.value } }))} error={!!error('inspector.credential')} helperText={error('inspector.credential')} />
          </>
        )}
      </Box>
      {componentsBySystem(report).map(({ system, title, components }) => (
        <Stack key={system} spacing={2}>
          <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
            {title}
          </Typography>
          {components.map((component) => (
            <ComponentEditor key={component.id} component={component} images={images} error={error} disabled={busy} onChange={(patch) => patchComponent(component.id, patch)} />
          ))}
        </Stack>
      ))}
      <StatementEditor draft={statement} error={error} disabled={busy} onChange={setStatement} />
      <SaveButton busy={busy} copy={copy} />
    </Stack>
  );
}

/**
 * Admin Mode's condition report panel: the inspection's date and inspector, and each component's
 * rating, comment, fix and photos from the uploaded images. Saved through the facts PUT with its
 * version check. Loaded on demand (default export for React.lazy), only in Admin Mode.
 */
export default function ConditionReportPanel() {
  const { isAdmin } = useAuthSession();
  const { data, error, mutate } = useAdminFacts(isAdmin);
  const { data: images } = useImageList(IMAGE_LISTS.all);
  if (!isAdmin) return null;
  return (
    <AdminListingSection id="condition-report-title" copy={copy} data={data && images ? data : undefined} error={error}>
      {(stored) => <ConditionForm key={stored.version} stored={stored} images={images ?? []} onConflict={() => void mutate()} />}
    </AdminListingSection>
  );
}
