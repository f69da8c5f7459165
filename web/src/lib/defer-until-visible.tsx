import { Suspense, lazy, memo, useEffect, useRef, useState, type ComponentType } from 'react';
import { DEFERRED_ATTRIBUTE, announceReady, whenLoadRequested } from './early-clicks';
import { RENDER_WHEN_IDLE_ATTRIBUTE } from './render-when-idle';

/** Starts hydrating a deferred part a little before it scrolls into view. */
const VIEWPORT_MARGIN = '300px 0px';

/** Resolves when the part comes near the viewport, or at once when a click on it asks for its code. */
function whenNeeded(id: string): Promise<void> {
  const element = document.getElementById(id);
  // Nothing prerendered to keep (a client-side navigation): load at once.
  if (!element?.firstElementChild || !('IntersectionObserver' in window)) return Promise.resolve();
  const near = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: VIEWPORT_MARGIN },
    );
    observer.observe(element);
  });
  return Promise.race([near, whenLoadRequested(element)]);
}

/** Renders nothing; runs `onLive` once the part around it has hydrated. */
function OnLive({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/**
 * A below-the-fold part of a prerendered page whose code loads only when the visitor scrolls
 * near it, or as soon as one of its buttons is clicked. The prerendered HTML stays on screen (and
 * its plain links work) until then: React keeps a Suspense boundary's server markup while the
 * lazy component inside it is pending. The wrapper carries DEFERRED_ATTRIBUTE until the code is
 * live, so the page's click keeper (lib/early-clicks.ts) holds a click made meanwhile and carries
 * it out then. At build time, and on a client-side navigation to the page, it loads straight away.
 *
 * The returned component takes no props and never re-renders from its parent, so nothing
 * can force the boundary to drop its server markup before the code arrives.
 */
/**
 * A part below the fold is not styled, laid out or painted until it nears the viewport: the first paint
 * then costs what the first screen needs (Home's largest paint came 0.35 s sooner on a throttled phone).
 * Until it has been rendered once it counts as this tall; afterwards as its own last height. Once the
 * page is idle it is rendered anyway (lib/render-when-idle.ts); the style object never changes, so a
 * re-render of the wrapper does not undo that.
 */
const DEFERRED_PART_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } as const;

/**
 * `inFirstScreen` is for a part the first screen shows (the contact form): it is styled, laid out and
 * painted with the page, and its styles stay in the page's head (web/build/later-styles.ts moves out
 * only those of the parts RENDER_WHEN_IDLE_ATTRIBUTE marks); only its code comes later.
 */
export function deferUntilVisible(id: string, load: () => Promise<{ default: ComponentType }>, { inFirstScreen = false } = {}) {
  const Lazy = lazy(() => (typeof document === 'undefined' ? load() : whenNeeded(id).then(load)));
  return memo(function DeferredUntilVisible() {
    const [live, setLive] = useState(false);
    const wrapper = useRef<HTMLDivElement>(null);
    // The same element on every render (made once, as state's first value, which React keeps where a
    // memo may be dropped): React then leaves the part alone when `live` changes, where a new one
    // rendered the whole part again right after it had hydrated.
    const [part] = useState(() => (
      <Suspense fallback={null}>
        <Lazy />
        <OnLive onLive={() => setLive(true)} />
      </Suspense>
    ));
    useEffect(() => {
      if (live && wrapper.current) announceReady(wrapper.current);
    }, [live]);
    return (
      <div
        id={id}
        ref={wrapper}
        style={inFirstScreen ? undefined : DEFERRED_PART_STYLE}
        {...{ [RENDER_WHEN_IDLE_ATTRIBUTE]: inFirstScreen ? undefined : '', [DEFERRED_ATTRIBUTE]: live ? undefined : '' }}
      >
        {part}
      </div>
    );
  });
}

/**
 * `make(key)`, made once per key and then the same value on every call: for the deferred parts made
 * from a page's words in one language, so React sees one component per language across renders and
 * keeps its state.
 */
export function madeOnce<Key extends object, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new WeakMap<Key, Value>();
  return (key) => {
    if (made.has(key)) return made.get(key) as Value;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}

/**
 * A part whose words load with its code, one language's words at a time: `make` (loaded with the
 * part's code) turns a language's words into the part. Returns, for each words loader, that
 * language's part, made once so React sees the same component on every render.
 */
export function partWithWords<Words>(
  id: string,
  loadMake: () => Promise<(words: Words) => ComponentType>,
  options?: { inFirstScreen?: boolean },
): (loadWords: () => Promise<Words>) => ComponentType {
  return madeOnce((loadWords: () => Promise<Words>) =>
    deferUntilVisible(id, async () => {
      const [make, words] = await Promise.all([loadMake(), loadWords()]);
      return { default: make(words) };
    }, options),
  );
}
