import type { Page } from 'playwright-core';

/** The part of a React fiber the commit listeners read (React 19; production builds keep these names). */
export interface CommittedFiber {
  child: CommittedFiber | null;
  sibling: CommittedFiber | null;
  /** The fiber this one replaced, or null when it was created in this commit. */
  alternate: CommittedFiber | null;
  stateNode: unknown;
  memoizedProps: unknown;
  /** The lanes of the updates scheduled on the fiber and not yet rendered. */
  lanes: number;
  type: { name?: string } | string | null;
}

/** Where a page's init scripts add their listeners: each is called with every fiber of each React commit's tree. */
export interface CommitListeners {
  reactCommitListeners: ((fibers: readonly CommittedFiber[]) => void)[];
}

/**
 * Gives the page, before any of its scripts, a React DevTools hook (which production builds call on
 * every commit) that passes the fibers of each committed tree to `window.reactCommitListeners`. Add
 * the listeners with init scripts after this one.
 */
export async function listenToReactCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const listeners: CommitListeners['reactCommitListeners'] = [];
    Object.assign(window, {
      reactCommitListeners: listeners,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_renderer: number, root: { current: CommittedFiber }) => {
          const fibers: CommittedFiber[] = [];
          const stack = [root.current];
          for (let fiber = stack.pop(); fiber; fiber = stack.pop()) {
            fibers.push(fiber);
            for (let child = fiber.child; child; child = child.sibling) stack.push(child);
          }
          listeners.forEach((listener) => listener(fibers));
        },
      },
    });
  });
}
