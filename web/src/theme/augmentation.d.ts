/**
 * White at the strengths used on the navy bands and over dark pictures. It has no `main` on
 * purpose: a palette colour with one makes every MUI component that takes `color` write CSS for
 * all its variants; the one use, `<Button color="onDark">`, is styled in the theme instead.
 */
export interface OnDarkPalette {
  /** Glassy panels and badges. */
  surface: string;
  /** The hover fill of a control. */
  hover: string;
  /** Rules between the parts of a dark area. */
  divider: string;
  /** The edge of a glassy panel. */
  panelBorder: string;
  /** The outline of a low-emphasis control or a tag. */
  controlBorder: string;
  /** The outline of a badge. */
  badgeBorder: string;
  /** The outline of an outlined button. */
  buttonBorder: string;
  /** The frame of a photo. */
  frame: string;
}

/** Black layers that keep white text and controls readable over photos. */
export interface ScrimPalette {
  /** Behind a control (arrows, close). */
  control: string;
  /** Behind a label or a caption, and where a gradient ends. */
  label: string;
  /** The hover of a control; the darkest gradient. */
  strong: string;
}

/** Named shadows: navy ones for cards on white, black ones for what floats on navy or on photos. */
export interface CustomShadows {
  /** A card at rest. */
  card: string;
  /** An opened panel. */
  raised: string;
  /** A card under the pointer, a photo tile. */
  lifted: string;
  /** A panel or photo over a navy band. */
  floating: string;
  /** A round control over a photo. */
  control: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    onDark: OnDarkPalette;
    scrim: ScrimPalette;
    /** A dark amber that carries text on white ('fair' in the condition report); no `main`, as onDark. */
    caution: string;
  }
  interface PaletteOptions {
    onDark?: OnDarkPalette;
    scrim?: ScrimPalette;
    caution?: string;
  }
  interface Theme {
    customShadows: CustomShadows;
  }
  interface ThemeOptions {
    customShadows?: CustomShadows;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    onDark: true;
  }
}
