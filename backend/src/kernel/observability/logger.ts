import { pino, type DestinationStream, type Logger } from 'pino';
import { requestScope } from './context.js';

export type { Logger };

/** The server's logger (JSON lines on stdout, or on `destination`). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    // Every line written while serving a request carries its id (kernel/observability/requestLog.ts).
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { reqId: scope.reqId } : {};
    },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password'], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}
