import { useSyncExternalStore } from 'react';

/** A minimal external store: state, set, subscribe, and a React hook with a selector. */
export interface Store<S> {
  get: () => S;
  set: (patch: Partial<S> | ((state: S) => Partial<S>)) => void;
  subscribe: (listener: () => void) => () => void;
  use: <T>(selector: (state: S) => T) => T;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const get = () => state;
  const set: Store<S>['set'] = (patch) => {
    const next = typeof patch === 'function' ? patch(state) : patch;
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const use = <T>(selector: (state: S) => T): T => useSyncExternalStore(subscribe, () => selector(state));
  return { get, set, subscribe, use };
}
