export { BestDrops } from './BestDrops';
