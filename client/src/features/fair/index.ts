// What other features may use of the verifier: the profile's list of the
// viewer's revealed seeds and their rolls, in a chunk of its own.
export const loadSeedHistory = () => import('./SeedHistory');
