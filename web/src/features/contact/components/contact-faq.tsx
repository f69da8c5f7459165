import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import { cardSx } from '../../../components/ui/info-card';
import { useListingFigures } from '../../../lib/listing-state';
import { SITE_SETTINGS, telHref } from '../../../lib/site-settings';
import { radius } from '../../../theme/tokens';
import { useContactCopy } from '../contact-copy';

/** All answers share one name, so opening one closes the others (the exclusive accordion of HTML). */
const FAQ_GROUP = 'contact-faq';

const Question = styled('details')(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: radius.medium,
  backgroundColor: theme.palette.background.paper,
  '& + &': { marginTop: theme.spacing(1.5) },
  '&[open]': { borderColor: theme.palette.primary.light, boxShadow: theme.customShadows.raised },
  '&[open] .faq-chevron': { transform: 'rotate(180deg)' },
  '& > summary': {
    listStyle: 'none',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
    padding: theme.spacing(2, 2.5),
    cursor: 'pointer',
    fontWeight: 700,
    fontSize: '1.05rem',
    color: theme.palette.text.primary,
    borderRadius: 'inherit',
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: theme.palette.primary.main },
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
  },
}));

/**
 * The FAQ (docs/product.md#faq): a single-open accordion of eight questions, built on <details name>,
 * so it is in the prerendered HTML, works before hydration and needs no script. Call and e-mail below.
 */
export function ContactFaq() {
  const { faq, faqItems } = useContactCopy();
  const items = faqItems(useListingFigures());
  return (
    <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Box>
        {items.map((item) => (
          <Question key={item.question} name={FAQ_GROUP}>
            <summary>
              <span>{item.question}</span>
              <ExpandMoreIcon className="faq-chevron" aria-hidden="true" sx={{ flexShrink: 0, color: 'primary.main', transition: 'transform 150ms' }} />
            </summary>
            <Typography sx={{ px: 2.5, pb: 2.5, color: 'text.secondary', lineHeight: 1.7 }}>{item.answer}</Typography>
          </Question>
        ))}
      </Box>
      <Box sx={{ ...cardSx, height: 'auto', bgcolor: 'grey.50', position: { md: 'sticky' }, top: { md: 24 } }}>
        <Typography variant="h4" component="h3">
          {faq.moreTitle}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{faq.moreText}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1.5} sx={{ mt: 2.5 }}>
          <Button href={telHref(SITE_SETTINGS.sellerPhone)} variant="contained" color="secondary" size="large" startIcon={<PhoneIcon />}>
            {faq.callLabel}
          </Button>
          <Button href={`mailto:${SITE_SETTINGS.sellerEmail}`} variant="outlined" color="primary" size="large" startIcon={<EmailIcon />}>
            {faq.emailLabel}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
