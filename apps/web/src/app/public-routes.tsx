import type { RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/states';
import { whenVisible } from '../components/ui/when-visible';
import { NEWSLETTER_SECTION_ID } from '../features/newsletter/section-id';
import { PublicLayout } from './public-layout';

/** The home page's newsletter form, far below the fold: loaded and hydrated when the visitor comes near it. */
const NewsletterBlock = whenVisible(NEWSLETTER_SECTION_ID, async () => (await import('../features/newsletter/components/newsletter-block')).NewsletterBlock);

// Every screen is its own chunk: a visitor downloads the page they open, nothing else.
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    HydrateFallback: () => (
      <div className="page-loading">
        <LoadingState />
      </div>
    ),
    children: [
      {
        index: true,
        lazy: async () => {
          const { HomePage } = await import('../features/home/components/home-page');
          return { Component: () => <HomePage newsletter={<NewsletterBlock />} /> };
        },
      },
      { path: 'about', lazy: async () => ({ Component: (await import('../features/about/components/about-page')).AboutPage }) },
      { path: 'team', lazy: async () => ({ Component: (await import('../features/team/components/team-page')).TeamPage }) },
      { path: 'gallery', lazy: async () => ({ Component: (await import('../features/gallery/components/gallery-page')).GalleryPage }) },
      { path: 'albums', lazy: async () => ({ Component: (await import('../features/gallery/components/gallery-page')).GalleryPage }) },
      { path: 'photo', lazy: async () => ({ Component: (await import('../features/gallery/components/album-page')).default }) },
      { path: 'photo/:id', lazy: async () => ({ Component: (await import('../features/gallery/components/album-page')).default }) },
      { path: 'news', lazy: async () => ({ Component: (await import('../features/news/components/news-page')).NewsPage }) },
      { path: 'news/tag/:slug', lazy: async () => ({ Component: (await import('../features/news/components/tag-news-page')).TagNewsPage }) },
      { path: 'news/:id', lazy: async () => ({ Component: (await import('../features/news/components/post-page')).PostPage }) },
      { path: 'newspost', lazy: async () => ({ Component: (await import('../features/news/components/post-page')).PostPage }) },
      { path: 'postview/:id', lazy: async () => ({ Component: (await import('../features/news/components/post-page')).PostPage }) },
      { path: 'fixtures', lazy: async () => ({ Component: (await import('../features/fixtures/components/fixtures-page')).FixturesPage }) },
      { path: 'results', lazy: async () => ({ Component: (await import('../features/fixtures/components/fixtures-page')).ResultsPage }) },
      { path: 'matches/:id', lazy: async () => ({ Component: (await import('../features/fixtures/components/match-page')).MatchPage }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('../features/contact/components/contact-page')).ContactPage }) },
      { path: 'register', lazy: async () => ({ Component: (await import('../features/register/components/register-page')).RegisterPage }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('../features/privacy/components/privacy-page')).PrivacyPage }) },
      {
        path: 'newsletter/confirm/:token',
        lazy: async () => ({ Component: (await import('../features/newsletter/components/newsletter-link-page')).ConfirmSubscriptionPage }),
      },
      {
        path: 'newsletter/unsubscribe/:token',
        lazy: async () => ({ Component: (await import('../features/newsletter/components/newsletter-link-page')).UnsubscribePage }),
      },
      {
        path: 'family/email/:token',
        lazy: async () => ({ Component: (await import('../features/family-email/components/email-change-page')).EmailChangePage }),
      },
      { path: 'status/:token', lazy: async () => ({ Component: (await import('../features/family-status/components/status-page')).StatusPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/components/not-found-page')).NotFoundPage }) },
    ],
  },
];
