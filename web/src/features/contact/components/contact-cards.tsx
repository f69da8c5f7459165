import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { CheckList } from '../../../components/ui/check-list';
import { InfoCard } from '../../../components/ui/info-card';
import type { ContactChannelCopy } from '../../../content/contact';
import { SITE_SETTINGS, telHref } from '../../../lib/site-settings';
import { useContactCopy } from '../contact-copy';

const CHANNEL_ICONS: Record<ContactChannelCopy['id'], ReactNode> = {
  phone: <PhoneIcon />,
  whatsapp: <WhatsAppIcon />,
  email: <EmailIcon />,
  location: <PlaceIcon />,
  viewing: <VisibilityIcon />,
};

const CHANNEL_LINKS: Partial<Record<ContactChannelCopy['id'], string>> = {
  phone: telHref(SITE_SETTINGS.sellerPhone),
  whatsapp: `https://wa.me/${SITE_SETTINGS.sellerWhatsapp}`,
  email: `mailto:${SITE_SETTINGS.sellerEmail}`,
};

/** The contact-channels card (docs/product.md#contact): phone, WhatsApp, e-mail, location, viewing. */
export function ContactChannelsCard() {
  const { channels } = useContactCopy();
  return (
    <InfoCard title={channels.title}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {channels.items.map((channel) => {
          const href = CHANNEL_LINKS[channel.id];
          return (
            <Box component="li" key={channel.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box
                aria-hidden="true"
                sx={{
                  flexShrink: 0,
                  width: 40,
                  height: 40,
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  bgcolor: channel.id === 'whatsapp' ? 'success.main' : 'primary.main',
                  color: 'common.white',
                  '& svg': { fontSize: 22 },
                }}
              >
                {CHANNEL_ICONS[channel.id]}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="p" sx={{ fontSize: '0.8rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: 'text.secondary' }}>
                  {channel.label}
                </Typography>
                {href ? (
                  <Link href={href} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {channel.value}
                  </Link>
                ) : (
                  <Typography component="p" sx={{ fontWeight: 700 }}>
                    {channel.value}
                  </Typography>
                )}
                <Typography component="p" sx={{ fontSize: '0.9rem', color: 'text.secondary' }}>
                  {channel.note}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </InfoCard>
  );
}

/** 'Schedule a Viewing' (docs/product.md#contact) with the appointment durations. */
export function ViewingCard({ appointmentAnchor }: { /** id of the form's appointment fields */ appointmentAnchor: string }) {
  const { viewing } = useContactCopy();
  return (
    <InfoCard title={viewing.title} icon={<EventAvailableIcon />}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {viewing.options.map((option) => (
          <Box key={option.title}>
            <Typography component="h4" sx={{ fontWeight: 700 }}>
              {option.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.6 }}>{option.text}</Typography>
          </Box>
        ))}
      </Box>
      <Typography component="h4" sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}>
        {viewing.durationsTitle}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.75 }}>
        {viewing.durations.map((item) => (
          <Box key={item.label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
              {item.duration}
            </Typography>
          </Box>
        ))}
      </Box>
      <Link href={`#${appointmentAnchor}`} sx={{ display: 'inline-block', mt: 2.5, fontWeight: 700 }}>
        {viewing.bookLabel}
      </Link>
    </InfoCard>
  );
}

/** 'Secure Documentation' (docs/product.md#contact). */
export function DocumentationCard() {
  const { documentation } = useContactCopy();
  return (
    <InfoCard title={documentation.title} icon={<LockIcon />}>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.6, mb: 2 }}>{documentation.text}</Typography>
      <CheckList items={documentation.items} />
    </InfoCard>
  );
}
