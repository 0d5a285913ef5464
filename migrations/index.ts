import * as migration_20261122_154109_initial from './20261122_154109_initial';
import * as migration_20261122_161055_billing from './20261122_161055_billing';

export const migrations = [
  {
    up: migration_20261122_154109_initial.up,
    down: migration_20261122_154109_initial.down,
    name: '20261122_154109_initial',
  },
  {
    up: migration_20261122_161055_billing.up,
    down: migration_20261122_161055_billing.down,
    name: '20261122_161055_billing'
  },
];
