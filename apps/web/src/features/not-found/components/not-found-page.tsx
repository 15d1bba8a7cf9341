import { PAGE_META } from '@academy/contract/page-meta';
import { NotFoundScreen } from '../../../components/ui/not-found-screen';
import { usePageMeta } from '../../../hooks/use-document-meta';

export function NotFoundPage() {
  usePageMeta(PAGE_META.notFound);
  return <NotFoundScreen />;
}
