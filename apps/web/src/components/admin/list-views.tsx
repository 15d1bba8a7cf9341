import type { ListStateViews } from '../ui/list-state';
import { AdminAlert } from './alert';
import { AdminSpinner } from './spinner';
import ui from './ui.module.css';

/** The admin screens' look for <ListState>: a labelled spinner, an error alert, a plain empty line. */
export const ADMIN_LIST_VIEWS: ListStateViews = {
  loading: () => <AdminSpinner />,
  error: (message) => <AdminAlert tone="error">{message}</AdminAlert>,
  empty: (message) => <p className={ui.empty}>{message}</p>,
};
