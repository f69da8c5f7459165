import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { toIsoDate, sellerToday } from '../../../../../shared/calendar-day';
import {
  formatFileSize,
  INSPECTION_DOCUMENT_KIND_LABELS,
  INSPECTION_DOCUMENT_KINDS,
  PDF_CONTENT_TYPE,
  type InspectionDocumentKind,
  type InspectionDocumentRecord,
} from '../../../../../shared/inspection-documents';
import { formatListingDay } from '../../../../../shared/listing-state';
import { INSPECTION_DOCUMENTS_ADMIN_COPY as copy } from '../../../content/listing-admin';
import { useAuthSession } from '../../../lib/auth/use-auth-session';
import { showNotice } from '../../../lib/notices';
import { deleteInspectionDocument, uploadInspectionDocument, useInspectionDocuments } from '../api/inspection-documents';
import { AdminListingSection } from './admin-listing-section';

const documentName = (document: InspectionDocumentRecord) => `${INSPECTION_DOCUMENT_KIND_LABELS[document.kind]}, ${document.issuer}, ${formatListingDay(document.issuedOn)}`;

/** Whether a document's kind, issuer or text holds every word of the search, in any case. */
function matches(document: InspectionDocumentRecord, search: string): boolean {
  const haystack = `${INSPECTION_DOCUMENT_KIND_LABELS[document.kind]} ${document.issuer} ${document.text}`.toLowerCase();
  return search.toLowerCase().split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}

function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const [kind, setKind] = useState<InspectionDocumentKind>('cvip-certificate');
  const [issuer, setIssuer] = useState('');
  const [issuedOn, setIssuedOn] = useState(toIsoDate(sellerToday()));
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(copy.chooseFile);
    setBusy(true);
    setError(null);
    try {
      await uploadInspectionDocument(file, { kind, issuer, issuedOn });
      showNotice({ severity: 'success', text: copy.uploaded });
      setIssuer('');
      setFile(null);
      onUploaded();
    } catch (failure) {
      setError(`${copy.uploadFailed}: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={copy.upload} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, mb: 3 }}>
      <TextField select size="small" label={copy.kind} value={kind} disabled={busy} onChange={(event) => setKind(event.target.value as InspectionDocumentKind)}>
        {INSPECTION_DOCUMENT_KINDS.map((option) => (
          <MenuItem key={option} value={option}>
            {INSPECTION_DOCUMENT_KIND_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label={copy.issuer} value={issuer} disabled={busy} required onChange={(event) => setIssuer(event.target.value)} />
      <TextField size="small" type="date" label={copy.issuedOn} value={issuedOn} disabled={busy} required onChange={(event) => setIssuedOn(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField
        size="small"
        type="file"
        label={copy.file}
        disabled={busy}
        onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: PDF_CONTENT_TYPE } }}
      />
      {error && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {error}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? copy.uploading : copy.upload}
        </Button>
      </div>
    </Box>
  );
}

function DocumentList({ documents, onChange }: { documents: InspectionDocumentRecord[]; onChange: () => void }) {
  const [search, setSearch] = useState('');
  const shown = documents.filter((document) => matches(document, search));
  const remove = async (document: InspectionDocumentRecord) => {
    try {
      await deleteInspectionDocument(document.id);
      showNotice({ severity: 'success', text: copy.removed });
      onChange();
    } catch (failure) {
      showNotice({ severity: 'error', title: copy.removeFailed, text: (failure as Error).message });
    }
  };
  if (documents.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{copy.none}</Typography>;
  return (
    <Stack spacing={1.5}>
      <TextField size="small" type="search" label={copy.filter} value={search} onChange={(event) => setSearch(event.target.value)} />
      {shown.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{copy.noMatch}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {shown.map((document) => (
          <Box component="li" key={document.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
            <a href={document.publicUrl}>{`${documentName(document)} (${formatFileSize(document.fileSize)})`}</a>
            <IconButton aria-label={copy.remove(documentName(document))} onClick={() => void remove(document)}>
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * Admin Mode's inspection documents: upload a PDF with its issuer and date, search the uploaded ones
 * by their text, delete one. Loaded on demand (default export for React.lazy), only in Admin Mode.
 */
export default function InspectionDocumentsPanel() {
  const { isAdmin } = useAuthSession();
  const { data, error, mutate } = useInspectionDocuments(isAdmin);
  if (!isAdmin) return null;
  const reload = () => void mutate();
  return (
    <AdminListingSection id="inspection-documents-title" copy={copy} data={data} error={error}>
      {(documents) => (
        <>
          <UploadForm onUploaded={reload} />
          <DocumentList documents={documents} onChange={reload} />
        </>
      )}
    </AdminListingSection>
  );
}
