import Box from '@mui/material/Box';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { CardGrid } from '../../../components/ui/card-grid';
import { CheckList } from '../../../components/ui/check-list';
import { InfoCard } from '../../../components/ui/info-card';
import { Section } from '../../../components/ui/section';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { HomeSectionsCopy } from '../../../content/home-sections';
import { useListingSnapshot } from '../../../lib/listing-snapshot';

/** Certifications as badges, then the four compliance categories with their lists. */
export function HomeCompliance({ copy }: { copy: Pick<HomeSectionsCopy, 'compliance' | 'certificationsLabel'> }) {
  const compliance = copy.compliance(useListingSnapshot().facts.unit);
  return (
    <Section id="compliance" title={compliance.title} intro={compliance.intro}>
      <Box component="ul" aria-label={copy.certificationsLabel} sx={{ listStyle: 'none', m: 0, p: 0, mb: 4, display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
        {compliance.certifications.map((certification) => (
          <li key={certification}>
            <StatusBadge wrap icon={<VerifiedUserIcon aria-hidden="true" />}>{certification}</StatusBadge>
          </li>
        ))}
      </Box>
      <CardGrid columns={4} list>
        {compliance.categories.map((category) => (
          <InfoCard key={category.title} title={category.title} listItem>
            <CheckList items={category.items} />
          </InfoCard>
        ))}
      </CardGrid>
    </Section>
  );
}
