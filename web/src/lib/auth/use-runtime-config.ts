import useSWR from 'swr';
import { SITE_SWR } from '../site-swr';
import { RUNTIME_CONFIG_PATH } from '../../../../shared/runtime-config';
import { configureAuth } from './configure-auth';

/** The stack's runtime configuration, read once with the auth set-up that needs it anyway. */
export function useRuntimeConfig() {
  return useSWR(RUNTIME_CONFIG_PATH, configureAuth, SITE_SWR);
}
