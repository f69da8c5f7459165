import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { estimateDeliveredCost, estimateInWords } from '../../../../../shared/delivered-cost';
import { useListingFigures } from '../../../lib/listing-state';
import { PLACES, findPlaceByText } from '../../../../../shared/places';
import { SITE_SETTINGS } from '../../../lib/site-settings';
import { useDestination } from '../hooks/use-destination';
import { QuotationForm } from '../../quotation/components/quotation-form';
import { EstimateTable } from './estimate-table';
import { SCREEN_ONLY } from '../../../theme/theme';
import { DELIVERED_COST_ENDPOINT, DESTINATION_MAX_LENGTH, DESTINATION_PARAM, LANGUAGE_PARAM, destinationInFragment } from '../../../../../shared/delivered-cost-endpoint';
import type { EstimatorCopy } from '../estimator-copy';

/**
 * The delivered-cost estimator: the buyer types or picks a destination from the places list (a
 * native datalist, searchable as they type) and sees the price, delivery and taxes or border costs
 * in both currencies. A destination in the address (`#to=`) or typed before the page hydrated is
 * taken up when the script arrives. The form is a real GET to the API's answer page, so a submit
 * before the script (or without one) shows the same estimate as a page of its own; with the script
 * the estimate follows the typing and a submit stays on the page. Its words are `copy`'s language's.
 */
export function DeliveredCostEstimator({ copy }: { copy: EstimatorCopy }) {
  const { page: COPY, estimate: words } = copy;
  const ids = useId();
  const inputId = `${ids}-destination`;
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const [text, setText] = useState('');

  // What was typed before hydration, else the address's destination: neither is known when prerendering.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    const linked = destinationInFragment(hash);
    const linkedPlace = linked === null ? undefined : findPlaceByText(linked);
    if (typed) setText(typed);
    else if (linkedPlace) setText(words.placeLabel(linkedPlace));
  }, [hash, words]);

  const destination = useDestination(text);
  const place = destination.state === 'found' ? destination.place : undefined;
  // Priced at the listing's current price and rate; a sold trailer is offered no quotation.
  const { priceUsd, status, facts } = useListingFigures();
  const estimate = useMemo(
    () => place && estimateInWords(estimateDeliveredCost(place, SITE_SETTINGS.deliveryRates, { priceUsd, cadRate: facts.cadRate }), words),
    [place, priceUsd, facts.cadRate, words],
  );
  const unknown = destination.state === 'unknown';
  const helperId = `${inputId}-helper`;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        component="form"
        {...SCREEN_ONLY}
        method="get"
        action={DELIVERED_COST_ENDPOINT}
        role="search"
        onSubmit={(event) => {
          // The estimate is already beside the form: a submit takes the reader to it.
          event.preventDefault();
          results.current?.focus();
        }}
        // The top padding keeps the notched label inside the deferred part, which paints nothing outside itself (content-visibility).
        sx={{ maxWidth: 520, display: 'grid', gap: 1.5, justifyItems: 'start', pt: 1 }}
      >
        {copy.locale === 'fr' && <input type="hidden" name={LANGUAGE_PARAM} value={copy.locale} />}
        <FormControl fullWidth error={unknown}>
          <InputLabel htmlFor={inputId} shrink>
            {COPY.destinationLabel}
          </InputLabel>
          <OutlinedInput
            id={inputId}
            inputRef={input}
            name={DESTINATION_PARAM}
            label={COPY.destinationLabel}
            notched
            disableInjectingGlobalStyles
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={COPY.destinationPlaceholder}
            autoComplete="off"
            required
            inputProps={{ list: `${ids}-places`, 'aria-describedby': helperId, maxLength: DESTINATION_MAX_LENGTH }}
          />
          <FormHelperText id={helperId}>{unknown ? COPY.unknownDestination : COPY.destinationHint}</FormHelperText>
        </FormControl>
        <datalist id={`${ids}-places`}>
          {PLACES.map((entry) => (
            <option key={entry.id} value={words.placeLabel(entry)} />
          ))}
        </datalist>
        <Button type="submit" variant="outlined">
          {COPY.submit}
        </Button>
      </Box>
      <Box aria-live="polite" ref={results} tabIndex={-1} sx={{ outline: 'none' }}>
        {estimate ? <EstimateTable estimate={estimate} copy={copy} captionId={`${ids}-caption`} /> : <Typography sx={{ color: 'text.secondary' }}>{COPY.empty}</Typography>}
      </Box>
      {estimate && status !== 'sold' && <QuotationForm destination={estimate.place.id} copy={copy.quotation} locale={copy.locale} />}
    </Box>
  );
}
