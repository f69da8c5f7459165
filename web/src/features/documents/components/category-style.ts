import { blue, green, grey, orange, purple } from '@mui/material/colors';
import { darken } from '@mui/material/styles';
import type { DocumentCategory } from '../../../content/documents';

export interface CategoryStyle {
  /** The round icon's fill (the icon is white). */
  icon: string;
  badge: { color: string; backgroundColor: string; borderColor: string };
}

/** The shades used, from MUI's colour palettes. */
type Palette = Record<50 | 200 | 800 | 900, string>;

// Badge text is the palette's darkest shade; orange's is darkened further to reach 4.5:1 on its tint.
const style = (palette: Palette, text: string = palette[900]): CategoryStyle => ({
  icon: palette[800],
  badge: { color: text, backgroundColor: palette[50], borderColor: palette[200] },
});

/** docs/product.md#constants: blue technical, green service, purple warranty, orange photos, grey otherwise. */
export const CATEGORY_STYLES: Record<DocumentCategory | 'default', CategoryStyle> = {
  technical: style(blue),
  service: style(green),
  warranty: style(purple),
  photos: style(orange, darken(orange[900], 0.3)),
  default: style(grey),
};
