import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** Vite's and React Router's defaults: the floor measures the stack, not our build settings. */
export default defineConfig({ plugins: [reactRouter()] });
