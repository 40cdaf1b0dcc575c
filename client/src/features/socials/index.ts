// What other features may use of the socials: the owner's profile section (tasks/Progression).
export { default as Socials } from './Socials';
