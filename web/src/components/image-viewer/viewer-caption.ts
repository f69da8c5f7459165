import type { TourCaptions } from '../../../../shared/tour-media';
import type { ViewerImage } from './types';

/** A picture's captions as the viewer shows them, in the page's language (SellerText); nothing without an English caption. */
export const viewerCaption = ({ caption, captionFr }: TourCaptions): Pick<ViewerImage, 'caption'> => (caption ? { caption: { english: caption, french: captionFr } } : {});
