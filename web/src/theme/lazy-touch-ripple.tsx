import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type ComponentType, type RefAttributes } from 'react';
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';

/**
 * Stands in for MUI's TouchRipple inside ButtonBase (see vite.config.ts `resolve.alias`): the ripple,
 * about 2 KB gzip with its keyframes and reduced-motion hook, loads on the first press or keyboard
 * focus of a button instead of with every page. ButtonBase mounts its ripple only then anyway
 * (MUI's useLazyRipple); that first press shows no ripple while the code arrives, every later one does.
 */
type RealTouchRipple = ComponentType<TouchRippleProps & RefAttributes<TouchRippleActions>>;

let loading: Promise<RealTouchRipple> | undefined;
const loadTouchRipple = () => (loading ??= import('@mui/material/ButtonBase/TouchRipple').then((module) => module.default as RealTouchRipple));

const LazyTouchRipple = forwardRef<TouchRippleActions, TouchRippleProps>(function LazyTouchRipple(props, ref) {
  const [Ripple, setRipple] = useState<RealTouchRipple | null>(null);
  const real = useRef<TouchRippleActions>(null);
  useEffect(() => {
    let mounted = true;
    void loadTouchRipple().then((component) => mounted && setRipple(() => component));
    return () => {
      mounted = false;
    };
  }, []);
  // ButtonBase calls these as soon as this mounts; until the real ripple is there they do nothing.
  useImperativeHandle(ref, () => ({
    start: (...args) => real.current?.start(...args),
    stop: (...args) => real.current?.stop(...args),
    pulsate: (...args) => real.current?.pulsate(...args),
  }));
  return Ripple ? <Ripple ref={real} {...props} /> : null;
});

export default LazyTouchRipple;
