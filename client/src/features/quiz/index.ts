// The skill-gaming quiz's modal, loaded when api.need_skill_gaming_vote
// opens it (registered by features/users/modals.ts).
export { default } from './SkillGamingModal';
