import { useSyncExternalStore } from "react";

/**
 * Shared state of the browser's API requests (spec §4 "Failed requests"): how many are in flight and
 * the last error. A new request clears the error; a failure stores it and stops the loading indicator.
 */
export type RequestError = { status: number; message: string };
type RequestState = { pending: number; error: RequestError | null };

let state: RequestState = { pending: 0, error: null };
const listeners = new Set<() => void>();

function update(next: RequestState) {
  state = next;
  for (const listener of listeners) listener();
}

export const requestState = {
  started() {
    update({ pending: state.pending + 1, error: null });
  },
  succeeded() {
    update({ ...state, pending: Math.max(0, state.pending - 1) });
  },
  failed(error: RequestError) {
    update({ pending: Math.max(0, state.pending - 1), error });
  },
  clearError() {
    update({ ...state, error: null });
  },
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const serverState: RequestState = { pending: 0, error: null };

export function useRequestState(): RequestState {
  return useSyncExternalStore(requestState.subscribe, requestState.get, () => serverState);
}
