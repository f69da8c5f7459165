// The postal-area table the build writes (build/client/data/postal-prefixes.json, web/build/postal-prefixes.ts),
// imported as '#postal-prefixes' (package.json "imports") by the quotation function; it exists once `npm run build` has run.
import type { PostalPrefixTable } from '../../../shared/postal-prefixes';

declare const table: PostalPrefixTable;
export default table;
