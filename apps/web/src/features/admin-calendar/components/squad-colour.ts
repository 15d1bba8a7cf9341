/** A squad's colour in the calendar: one of a few, by its id, the same on every screen (contrast checked against white text). */
const PALETTE = ['#1b6b3a', '#1d4ed8', '#9333ea', '#b45309', '#be123c', '#0e7490', '#4d7c0f', '#6d28d9'];

export const squadColour = (squadId: number) => PALETTE[squadId % PALETTE.length]!;
