// Messages between measure.ts and the fresh API process that serves the measured export (export-server.ts).

/** Parent → child: `mark` starts the measurement (after a GC), `measure` ends it, `exit` closes the process. */
export type ParentMessage = { type: 'mark' } | { type: 'measure' } | { type: 'exit' };

/** How the peak was read: the kernel's high-water mark (exact) or 10 ms sampling (may miss a short peak). */
export type PeakMethod = 'VmHWM' | 'sampled';

export type ChildMessage =
  | { type: 'ready'; url: string }
  | { type: 'marked'; baselineBytes: number }
  | {
      type: 'measured';
      baselineBytes: number;
      peakBytes: number;
      method: PeakMethod;
      /** V8 heap in use plus memory outside it (Buffers), just before and at its highest sample (every 10 ms). */
      jsBaselineBytes: number;
      jsPeakBytes: number;
    }
  | { type: 'failed'; message: string };

const isObject = (m: unknown): m is Record<string, unknown> => typeof m === 'object' && m !== null;

export function isParentMessage(m: unknown): m is ParentMessage {
  return isObject(m) && (m.type === 'mark' || m.type === 'measure' || m.type === 'exit');
}

export function isChildMessage(m: unknown): m is ChildMessage {
  if (!isObject(m)) return false;
  switch (m.type) {
    case 'ready':
      return typeof m.url === 'string';
    case 'marked':
      return typeof m.baselineBytes === 'number';
    case 'measured':
      return (
        typeof m.baselineBytes === 'number' &&
        typeof m.peakBytes === 'number' &&
        typeof m.jsBaselineBytes === 'number' &&
        typeof m.jsPeakBytes === 'number' &&
        (m.method === 'VmHWM' || m.method === 'sampled')
      );
    case 'failed':
      return typeof m.message === 'string';
    default:
      return false;
  }
}
