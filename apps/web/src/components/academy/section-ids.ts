/**
 * Ids of the academy's sections that /register loads when the visitor comes near them
 * (components/ui/when-visible.tsx): a file of its own, so the page names them without importing
 * the sections' code, which would undo their lazy loading (docs/decisions/020).
 */
export const TRAINING_FEES_ID = 'training-fees';
/** The id /register gives its list of the next trials (NextTrials takes it as a prop). */
export const REGISTER_NEXT_TRIALS_ID = 'register-next-trials';
