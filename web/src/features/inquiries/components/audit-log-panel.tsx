import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { AuditEntry, FieldChange } from '../../../../../shared/audit';
import { AUDIT_COPY as copy, formatAdminDateTime } from '../../../content/inquiries';
import { useAuditLog } from '../api/audit-log';
import { AdminSection } from './admin-section';

const shown = (value: unknown) => (value === undefined || value === null ? copy.none : typeof value === 'string' ? value : JSON.stringify(value));

function Change({ field, change }: { field: string; change: FieldChange }) {
  return (
    <Box component="li" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {field}
      </Box>
      {': '}
      {'before' in change && (
        <>
          <Box component="del" aria-label={copy.before} sx={{ color: 'text.secondary' }}>
            {shown(change.before)}
          </Box>
          {' → '}
        </>
      )}
      <Box component="ins" aria-label={copy.after} sx={{ textDecoration: 'none' }}>
        {'after' in change ? shown(change.after) : copy.none}
      </Box>
    </Box>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <Box component="li" data-testid="audit-entry" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
        {formatAdminDateTime(entry.at)} · {entry.admin}
      </Typography>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {copy.actions[entry.action]}{' '}
        <Box component="span" sx={{ fontWeight: 400, fontSize: '0.85rem', color: 'text.secondary' }}>
          {entry.target}
        </Box>
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {Object.entries(entry.changes).map(([field, change]) => (
          <Change key={field} field={field} change={change} />
        ))}
      </Box>
    </Box>
  );
}

/** The audit log on /inquiries: who changed what, newest first, in pages. */
export function AuditLogPanel() {
  const { data, error, size, setSize, isLoading, isValidating } = useAuditLog();
  const entries = data?.flatMap((page) => page.items) ?? [];

  let body: React.ReactNode;
  if (isLoading) body = <CircularProgress aria-label={copy.loading} />;
  else if (error && !data) body = <Typography color="error">{`${copy.loadFailed}: ${error.message}`}</Typography>;
  else if (entries.length === 0) body = <Typography sx={{ color: 'text.secondary' }}>{copy.empty}</Typography>;
  else
    body = (
      <>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </Box>
        {data?.at(-1)?.nextCursor && (
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Button variant="outlined" disabled={isValidating} onClick={() => void setSize(size + 1)}>
              {copy.loadMore}
            </Button>
          </Box>
        )}
      </>
    );

  return (
    <AdminSection title={copy.title} intro={copy.intro}>
      {body}
    </AdminSection>
  );
}
