import { describe, expect, it } from 'vitest';
import { logsThisProcess } from './write-log';

describe('logsThisProcess', () => {
  it('logs the request-serving functions only: not the mail sender, a test or a script', () => {
    expect(logsThisProcess({ FUNCTION_TARGET: 'api' })).toBe(true);
    expect(logsThisProcess({ FUNCTION_TARGET: 'ssr' })).toBe(true);
    expect(logsThisProcess({ FUNCTION_TARGET: 'sendMail' })).toBe(false);
    expect(logsThisProcess({})).toBe(false);
  });
});
