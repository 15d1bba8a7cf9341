// Moved to lib/ so other admin features use the same conversion (the squads' offer deadline).
export { isoToLocal, localToIso } from '../../../lib/datetime-local';
