/** run.ts prints its report between these lines; api.ts holds it back and prints it after the stack stops. */
export const REPORT_BEGIN = '===== bench:api report =====';
export const REPORT_END = '===== end of bench:api report =====';
