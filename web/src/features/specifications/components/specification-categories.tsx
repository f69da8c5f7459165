import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cardSx } from '../../../components/ui/info-card';
import { StatusBadge } from '../../../components/ui/status-badge';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';
import type { ListingFigures } from '../../../../../shared/listing-figures';
import type { SpecCategory, SpecificationsCopy } from '../../../content/specifications';
import { useListingFigures } from '../../../lib/listing-state';

function CategoryNav({ label, categories }: { label: string; categories: readonly SpecCategory[] }) {
  return (
    <Box component="nav" aria-label={label} sx={{ mb: 4 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {categories.map((category) => (
          <li key={category.id}>
            <Box
              component="a"
              href={`#${category.id}`}
              sx={{
                display: 'inline-block',
                px: 1.5,
                py: 0.75,
                borderRadius: 5,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'primary.main',
                fontSize: '0.875rem',
                fontWeight: 600,
                textDecoration: 'none',
                '&:hover, &:focus-visible': { borderColor: 'primary.main', bgcolor: 'grey.100' },
              }}
            >
              {category.title}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function CategoryCard({ category, copy }: { category: SpecCategory; copy: SpecificationsCopy }) {
  const headingId = `${category.id}-title`;
  return (
    <Box component="section" id={category.id} aria-labelledby={headingId} sx={{ ...cardSx, p: 0, overflow: 'hidden', scrollMarginTop: 96 }}>
      <Typography id={headingId} variant="h5" component="h3" sx={{ px: { xs: 2, md: 2.5 }, py: 1.75, bgcolor: 'primary.main', color: 'common.white' }}>
        {category.title}
      </Typography>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <Box component="thead" sx={visuallyHiddenSx}>
          <tr>
            <th scope="col">{copy.tableHeadings.label}</th>
            <th scope="col">{copy.tableHeadings.value}</th>
          </tr>
        </Box>
        <tbody>
          {category.items.map((item) => (
            <Box
              component="tr"
              key={item.label}
              sx={{ borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 }, bgcolor: item.highlight ? 'grey.50' : 'transparent' }}
            >
              <Box
                component="th"
                scope="row"
                sx={{ textAlign: 'left', verticalAlign: 'top', fontWeight: 600, color: 'text.secondary', px: { xs: 2, md: 2.5 }, py: 1.5, width: '40%', fontSize: '0.95rem' }}
              >
                {item.label}
              </Box>
              <Box component="td" sx={{ verticalAlign: 'top', fontWeight: 700, px: { xs: 2, md: 2.5 }, py: 1.5, fontSize: '0.95rem' }}>
                <Box component="span" sx={{ display: 'block' }}>
                  {item.value}
                </Box>
                {item.highlight && (
                  <Box component="span" sx={{ display: 'inline-block', mt: 0.75 }}>
                    <StatusBadge tone="premium">{copy.premiumLabel}</StatusBadge>
                  </Box>
                )}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * The categories' links and tables in the language of `copy`, with the listing's figures: the part of
 * /specifications that loads as the visitor nears it (specifications-page.tsx).
 */
export function categoriesPart(copy: SpecificationsCopy, categoriesOf: (figures: ListingFigures) => readonly SpecCategory[]): ComponentType {
  return function SpecificationCategories() {
    const categories = categoriesOf(useListingFigures());
    return (
      <>
        <CategoryNav label={copy.categoriesSection.navLabel} categories={categories} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          {categories.map((category) => (
            <CategoryCard key={category.id} category={category} copy={copy} />
          ))}
        </Box>
      </>
    );
  };
}
