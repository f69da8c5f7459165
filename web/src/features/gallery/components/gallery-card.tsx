import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CalendarIcon from '@mui/icons-material/CalendarTodayOutlined';
import StarIcon from '@mui/icons-material/Star';
import { opensViewerProps } from '../../../components/image-viewer/lazy-image-viewer';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import { SellerText } from '../../../components/seller-text';
import type { GalleryCopy } from '../../../content/gallery';
import { LOCALE_TAGS } from '../../../../../shared/site-routes';
import type { GalleryItem } from '../gallery-items';

/** The card's width (three columns in the lg container, two or one on smaller screens): picks the srcset candidate. */
const SIZES = '(min-width: 1200px) 360px, (min-width: 600px) 50vw, 100vw';

const overlayBadgeSx = {
  position: 'absolute',
  top: 10,
  pointerEvents: 'none',
  px: 1,
  py: 0.25,
  borderRadius: 1,
  fontSize: '0.8rem',
  fontWeight: 700,
  lineHeight: 1.6,
  color: 'common.white',
} as const;

export interface GalleryCardProps {
  item: GalleryItem;
  copy: GalleryCopy;
  eager: boolean;
  onOpen: (viewerIndex: number, trigger: HTMLElement) => void;
}

/** One exterior photo: number badge, 'Featured' badge, caption, date from the file name, two keywords. */
export function GalleryCard({ item, copy, eager, onOpen }: GalleryCardProps) {
  const { opens } = item;
  const image = (
    <SafeImage
      src={item.src}
      srcSet={item.srcSet}
      sizes={SIZES}
      alt={item.alt}
      width={item.width}
      height={item.height}
      eager={eager}
      fetchPriority={eager ? 'high' : undefined}
      sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' }}
    />
  );

  return (
    <Box
      component="li"
      data-testid="gallery-card"
      sx={{ display: 'flex', flexDirection: 'column', borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.paper', boxShadow: 1 }}
    >
      <Box sx={{ position: 'relative', bgcolor: 'grey.200', overflow: 'hidden' }}>
        {opens === null ? (
          // Left out of the viewer (docs/product.md#image-rules): the placeholder, and nothing to open.
          <Box title={copy.unavailable}>{image}</Box>
        ) : (
          // A link to the photo itself, so without scripts a click opens it; the script opens the viewer instead.
          <Box
            component="a"
            href={opens.fullSize}
            {...opensViewerProps((trigger) => onOpen(opens.viewerIndex, trigger))}
            aria-label={copy.openLabel(item.position, item.alt)}
            sx={{
              display: 'block',
              cursor: 'zoom-in',
              overflow: 'hidden',
              '&:focus-visible': { outline: '4px solid', outlineColor: 'secondary.main', outlineOffset: -4 },
              '& img': { transition: 'transform 200ms ease-out' },
              '&:hover img': { transform: 'scale(1.03)' },
            }}
          >
            {image}
          </Box>
        )}
        {/* Over the picture but outside its link, so the link's name is its label alone; clicks pass through. */}
        <Box component="span" data-testid="number-badge" sx={{ ...overlayBadgeSx, left: 10, bgcolor: 'scrim.label' }}>
          {copy.numberBadge(item.position)}
        </Box>
        {item.featured && (
          <Box component="span" sx={{ ...overlayBadgeSx, right: 10, bgcolor: 'secondary.main', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <StarIcon sx={{ fontSize: '0.95rem' }} />
            {copy.featured}
          </Box>
        )}
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        {item.caption && (
          <Typography component="p" data-testid="gallery-caption" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
            <SellerText english={item.caption} french={item.captionFr} />
          </Typography>
        )}
        <Typography component="p" data-testid="gallery-date" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.875rem', color: 'text.secondary' }}>
          <CalendarIcon aria-hidden="true" sx={{ fontSize: '1rem' }} />
          {item.dateLabel}
        </Typography>
        {item.keywords.length > 0 && (
          // The seller's keywords, in English on every page.
          <Box
            component="ul"
            lang={LOCALE_TAGS.en}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.75,
              mt: 'auto',
              '& > li': { px: 1, py: 0.25, borderRadius: 1, bgcolor: 'grey.100', border: 1, borderColor: 'divider', fontSize: '0.8rem', color: 'primary.main' },
            }}
          >
            {item.keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
