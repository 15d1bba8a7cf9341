import type { ReactNode } from 'react';
import { Modal } from '../ui/modal';
import css from './modal.module.css';

/**
 * The site's one dialog (focus moves in and stays there, Escape or the backdrop closes it, the page
 * behind is inert, focus returns to the opener) in the admin screens' light, narrow look.
 */
export function AdminModal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal title={title} onClose={onClose} className={css.modal}>
      {children}
    </Modal>
  );
}
