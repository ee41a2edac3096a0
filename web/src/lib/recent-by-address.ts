/**
 * Server: one value per page address, for the addresses set most recently. Setting an address makes it
 * the newest; past `limit` addresses the one set longest ago is forgotten.
 */
export const createRecentByAddress = <Value>(limit: number) => {
  const byAddress = new Map<string, Value>();
  return {
    get: (address: string): Value | undefined => byAddress.get(address),
    set: (address: string, value: Value): void => {
      byAddress.delete(address);
      byAddress.set(address, value);
      const oldest = byAddress.keys().next().value;
      if (byAddress.size > limit && oldest !== undefined) byAddress.delete(oldest);
    },
    delete: (address: string): void => {
      byAddress.delete(address);
    },
  };
};
