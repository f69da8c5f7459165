/** Shapes shared by the content modules. */

export interface LinkCopy {
  label: string;
  to: string;
}

export interface MetaCopy {
  title: string;
  description: string;
  keywords: readonly string[];
}

export interface CardCopy {
  title: string;
  text: string;
}

export interface LinkCardCopy extends CardCopy {
  to: string;
  /** The link's visible text, e.g. 'View specifications'. */
  linkLabel: string;
}

export interface FactCopy {
  label: string;
  value: string;
}

export interface SectionIntroCopy {
  title: string;
  intro: string;
}
