import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CONDITION_COMPONENTS, missingFrenchVersions } from '../../../../../shared/condition-report';
import type { ConditionComponentId, ConditionReport } from '../../../../../shared/condition-report-facts';
import { CONDITION_ADMIN_COPY as copy } from '../../../content/listing-admin';

type FrenchField = keyof typeof copy.frenchMissingParts;

/** 'Generator: comment' for 'components.generator.commentFr'; 'statement' for 'statement.textFr'. */
function fieldLabel(path: string): string {
  const parts = path.split('.');
  const part = copy.frenchMissingParts[parts.at(-1) as FrenchField];
  return parts[0] === 'components' ? `${CONDITION_COMPONENTS[parts[1] as ConditionComponentId].label}: ${part}` : part;
}

/**
 * Which of the report's texts, as being edited, have no French version (docs/product.md#languages):
 * the French page shows those in English, marked as such.
 */
export function ConditionFrenchGaps({ report }: { report: ConditionReport }) {
  const missing = missingFrenchVersions(report);
  if (!missing.length) return <Typography data-testid="condition-french-gaps">{copy.frenchComplete}</Typography>;
  return (
    <Box component="section" aria-label={copy.frenchMissingTitle(missing.length)} data-testid="condition-french-gaps" sx={{ p: 2, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 700 }}>{copy.frenchMissingTitle(missing.length)}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {copy.frenchMissingHint}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {missing.map((path) => (
          <li key={path}>{fieldLabel(path)}</li>
        ))}
      </Box>
    </Box>
  );
}
