// Lite build only (aliased for '@preact/signals-react/runtime'): Preact components that
// read a signal subscribe to it by themselves, so the React hook has nothing to do.
export function useSignals(): void {}
