/** A benchmark prints its report between these lines; its wrapper holds it back and prints it after the stack stops. */
export const reportBegin = (name: string) => `===== ${name} report =====`;
export const reportEnd = (name: string) => `===== end of ${name} report =====`;
