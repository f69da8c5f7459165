import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { HeroActions, type HeroActionsProps } from './hero-actions';
import { NavyBand, bandLeadSx } from './navy-band';

export interface CtaBandProps extends HeroActionsProps {
  id: string;
  title: string;
  text: ReactNode;
  /** Content between the text and the buttons (the walkthrough's figures). */
  children?: ReactNode;
  /** 'xl' for a band whose content needs the page's width. @default 'md' */
  maxWidth?: 'md' | 'xl';
}

/** The closing call to action of a page: a navy band with a heading, a line of text and buttons. */
export function CtaBand({ id, title, text, primary, secondary, children, maxWidth = 'md' }: CtaBandProps) {
  const titleId = `${id}-title`;
  return (
    <NavyBand labelledBy={titleId} placement="closing" maxWidth={maxWidth}>
      <Typography id={titleId} variant="h2" component="h2">
        {title}
      </Typography>
      <Typography component="div" sx={{ mt: 2, ...bandLeadSx }}>
        {text}
      </Typography>
      {children}
      <HeroActions primary={primary} secondary={secondary} />
    </NavyBand>
  );
}
