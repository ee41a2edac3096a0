/** The emulator stack's settings a benchmark reads (scripts/with-emulators.mjs sets them). */
export const stackEnv = (benchmark: string) => {
  const env = (name: string): string => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the benchmark with \`npm run ${benchmark}\``);
    return value;
  };
  const settings = {
    projectId: env('GCLOUD_PROJECT'),
    firestoreHost: env('FIRESTORE_EMULATOR_HOST'),
    shopUrl: env('SHOP_URL'),
    env,
  };
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  return settings;
};
