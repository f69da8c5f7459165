import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { CheckList } from '../../../components/ui/check-list';
import { InfoCard, cardSx } from '../../../components/ui/info-card';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useListingFigures } from '../../../lib/listing-state';
import { useContactCopy } from '../contact-copy';

/** The delivery block (docs/product.md#contact): the three claims, then Canada and the United States. */
export function DeliveryRegions() {
  const delivery = useContactCopy().delivery(useListingFigures());
  return (
    <>
      <Box
        component="ul"
        aria-label={delivery.title}
        sx={{ listStyle: 'none', m: 0, p: 0, mb: { xs: 3, md: 4 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {delivery.claims.map((claim) => (
          <Box component="li" key={claim.value} sx={{ ...cardSx, display: 'flex', alignItems: 'center', gap: 1.5, py: { xs: 2, md: 2.5 } }}>
            <LocalShippingIcon aria-hidden="true" sx={{ color: 'secondary.main', fontSize: 30 }} />
            <Box>
              <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.2rem', color: 'primary.main' }}>
                {claim.value}
              </Typography>
              <Typography component="p" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                {claim.label}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {delivery.regions.map((region) => (
          <InfoCard key={region.id} title={region.title}>
            <Typography id={`delivery-${region.id}-cities`} sx={{ color: 'text.secondary', fontSize: '0.9rem', mb: 1 }}>
              {delivery.citiesLabel}
            </Typography>
            <Box
              component="ul"
              aria-labelledby={`delivery-${region.id}-cities`}
              sx={{ listStyle: 'none', m: 0, p: 0, mb: 2.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {region.cities.map((city) => (
                <li key={city}>
                  <StatusBadge tone="neutral">{city}</StatusBadge>
                </li>
              ))}
            </Box>
            <CheckList items={region.benefits} />
          </InfoCard>
        ))}
      </Box>
    </>
  );
}
