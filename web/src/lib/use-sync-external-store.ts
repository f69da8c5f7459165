/**
 * Stands in for the `use-sync-external-store/shim` package SWR imports for React 17: React 19 has the
 * hook built in, and the shim would ship a second implementation to every page.
 */
export { useSyncExternalStore } from 'react';
