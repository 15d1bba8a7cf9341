/** The newsletter block's element id: the home page loads its code when this comes into view (components/ui/when-visible.tsx). */
export const NEWSLETTER_SECTION_ID = 'newsletter';
