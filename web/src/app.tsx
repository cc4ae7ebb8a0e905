// The app: providers, the public layout and every route of spec 000 §2 and spec 001 §2.
// Pages are split per route (React.lazy), the home page too (its sections would weigh on every other page's first
// load); the 404 ships in the main bundle.
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation, useParams } from 'wouter';
import { accountKeys, accountsApi, PROFILE_CACHE_MS } from './api/accounts.ts';
import { createQueryClient } from './api/query-client.ts';
import { GuestOnly, RequireAdmin, RequireAuth } from './components/auth/Guards.tsx';
import { CartProvider } from './components/cart/CartProvider.tsx';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { Layout } from './components/layout/Layout.tsx';
import { SupportWidget } from './components/SupportWidget.tsx';
import { ToasterWhenNeeded } from './components/ToasterWhenNeeded.tsx';
import { PageSkeleton } from './components/ui/Skeleton.tsx';
import { canonicalPath } from './lib/paths.ts';
import { routePage as page } from './lib/route-pages.ts';
import NotFoundPage from './pages/not-found.tsx';


const HomePage = page('src/pages/index.tsx', () => import('./pages/index.tsx'));

const Documents = page('src/pages/documents/index.tsx', () => import('./pages/documents/index.tsx'));
const DocumentDetail = page('src/pages/documents/[slug].tsx', () => import('./pages/documents/[slug].tsx'));
const Subjects = page('src/pages/subjects/index.tsx', () => import('./pages/subjects/index.tsx'));
const SubjectDetail = page('src/pages/subjects/[slug].tsx', () => import('./pages/subjects/[slug].tsx'));
const Universities = page('src/pages/universities/index.tsx', () => import('./pages/universities/index.tsx'));
const UniversityDetail = page('src/pages/universities/[slug].tsx', () => import('./pages/universities/[slug].tsx'));
const CourseDetail = page('src/pages/universities/[universitySlug]/courses/[courseSlug].tsx', () => import('./pages/universities/[universitySlug]/courses/[courseSlug].tsx'));
const Textbooks = page('src/pages/textbooks/index.tsx', () => import('./pages/textbooks/index.tsx'));
const TextbookDetail = page('src/pages/textbooks/[slug].tsx', () => import('./pages/textbooks/[slug].tsx'));
const Tests = page('src/pages/tests/index.tsx', () => import('./pages/tests/index.tsx'));
const TestDetail = page('src/pages/tests/[id].tsx', () => import('./pages/tests/[id].tsx'));
const Search = page('src/pages/search.tsx', () => import('./pages/search.tsx'));
const Cart = page('src/pages/cart.tsx', () => import('./pages/cart.tsx'));
const Checkout = page('src/pages/checkout/index.tsx', () => import('./pages/checkout/index.tsx'));
const CheckoutSuccess = page('src/pages/checkout/success.tsx', () => import('./pages/checkout/success.tsx'));
const Download = page('src/pages/download.tsx', () => import('./pages/download.tsx'));
const About = page('src/pages/about.tsx', () => import('./pages/about.tsx'));
const Contact = page('src/pages/contact.tsx', () => import('./pages/contact.tsx'));
const Careers = page('src/pages/careers.tsx', () => import('./pages/careers.tsx'));
const Help = page('src/pages/help.tsx', () => import('./pages/help.tsx'));
const Scholarships = page('src/pages/scholarships.tsx', () => import('./pages/scholarships.tsx'));
const LegalIndex = page('src/pages/legal/index.tsx', () => import('./pages/legal/index.tsx'));
const LegalPage = page('src/pages/legal/[page].tsx', () => import('./pages/legal/[page].tsx'));
const Blog = page('src/pages/blog/index.tsx', () => import('./pages/blog/index.tsx'));
const BlogPost = page('src/pages/blog/[slug].tsx', () => import('./pages/blog/[slug].tsx'));
const BlogCategory = page('src/pages/blog/category/[slug].tsx', () => import('./pages/blog/category/[slug].tsx'));
const HomeworkHelper = page('src/pages/ai-homework-helper/index.tsx', () => import('./pages/ai-homework-helper/index.tsx'));
const HomeworkQuestion = page('src/pages/ai-homework-helper/[slug].tsx', () => import('./pages/ai-homework-helper/[slug].tsx'));
const DocumentChat = page('src/pages/document-chat.tsx', () => import('./pages/document-chat.tsx'));
const FlashcardMaker = page('src/pages/ai-flashcard-maker/index.tsx', () => import('./pages/ai-flashcard-maker/index.tsx'));
const FlashcardDeck = page('src/pages/ai-flashcard-maker/[slug].tsx', () => import('./pages/ai-flashcard-maker/[slug].tsx'));
const Flashcards = page('src/pages/flashcards/[slug].tsx', () => import('./pages/flashcards/[slug].tsx'));
const TestPrep = page('src/pages/test-prep/index.tsx', () => import('./pages/test-prep/index.tsx'));
const TestPrepShared = page('src/pages/test-prep/test/[slug].tsx', () => import('./pages/test-prep/test/[slug].tsx'));
const TestPrepTest = page('src/pages/test-prep/[planId]/test/[testId].tsx', () => import('./pages/test-prep/[planId]/test/[testId].tsx'));
const TestPrepResults = page('src/pages/test-prep/[planId]/test/[testId]/results.tsx', () => import('./pages/test-prep/[planId]/test/[testId]/results.tsx'));
const AiWriter = page('src/pages/ai-writer.tsx', () => import('./pages/ai-writer.tsx'));
const XyEditor = page('src/pages/xy-editor.tsx', () => import('./pages/xy-editor.tsx'));
const AiDetector = page('src/pages/ai-detector.tsx', () => import('./pages/ai-detector.tsx'));
const PlagiarismChecker = page('src/pages/plagiarism-checker.tsx', () => import('./pages/plagiarism-checker.tsx'));
const Login = page('src/pages/login.tsx', () => import('./pages/login.tsx'));
const Register = page('src/pages/register.tsx', () => import('./pages/register.tsx'));
const ForgotPassword = page('src/pages/forgot-password.tsx', () => import('./pages/forgot-password.tsx'));
const ResetPassword = page('src/pages/reset-password.tsx', () => import('./pages/reset-password.tsx'));
const Unsubscribe = page('src/pages/unsubscribe.tsx', () => import('./pages/unsubscribe.tsx'));
const AuthResetPassword = page('src/pages/auth/reset-password.tsx', () => import('./pages/auth/reset-password.tsx'));
const AuthCallback = page('src/pages/auth/callback.tsx', () => import('./pages/auth/callback.tsx'));
const ConfirmEmail = page('src/pages/auth/confirm-email.tsx', () => import('./pages/auth/confirm-email.tsx'));
const AdminLogin = page('src/pages/admin/login.tsx', () => import('./pages/admin/login.tsx'));
const AdminArea = page('src/pages/admin/[...path].tsx', () => import('./pages/admin/[...path].tsx'));
const DashboardHome = page('src/pages/dashboard/index.tsx', () => import('./pages/dashboard/index.tsx'));
const DashboardSettings = page('src/pages/dashboard/settings.tsx', () => import('./pages/dashboard/settings.tsx'));
const DashboardHelp = page('src/pages/dashboard/help.tsx', () => import('./pages/dashboard/help.tsx'));
const DashboardDocuments = page('src/pages/dashboard/documents/index.tsx', () => import('./pages/dashboard/documents/index.tsx'));
const DashboardDocumentUpload = page('src/pages/dashboard/documents/upload.tsx', () => import('./pages/dashboard/documents/upload.tsx'));
const DashboardDocument = page('src/pages/dashboard/documents/[ref].tsx', () => import('./pages/dashboard/documents/[ref].tsx'));
const DashboardSellerDocuments = page('src/pages/dashboard/seller-documents.tsx', () => import('./pages/dashboard/seller-documents.tsx'));
const DashboardSellerHome = page('src/pages/dashboard/seller-dashboard.tsx', () => import('./pages/dashboard/seller-dashboard.tsx'));
const DashboardWallet = page('src/pages/dashboard/wallet.tsx', () => import('./pages/dashboard/wallet.tsx'));
const DashboardSellerWallet = page('src/pages/dashboard/wallet-seller.tsx', () => import('./pages/dashboard/wallet-seller.tsx'));
const DashboardSubscription = page('src/pages/dashboard/subscription.tsx', () => import('./pages/dashboard/subscription.tsx'));
const DashboardSellerOrders = page('src/pages/dashboard/seller-orders.tsx', () => import('./pages/dashboard/seller-orders.tsx'));
const DashboardChats = page('src/pages/dashboard/document-chat/index.tsx', () => import('./pages/dashboard/document-chat/index.tsx'));
const DashboardChatUpload = page('src/pages/dashboard/document-chat/upload.tsx', () => import('./pages/dashboard/document-chat/upload.tsx'));
const DashboardChat = page('src/pages/dashboard/document-chat/[id].tsx', () => import('./pages/dashboard/document-chat/[id].tsx'));
const DashboardHomework = page('src/pages/dashboard/ai-homework-helper/index.tsx', () => import('./pages/dashboard/ai-homework-helper/index.tsx'));
const DashboardHomeworkQuestion = page('src/pages/dashboard/ai-homework-helper/question.tsx', () => import('./pages/dashboard/ai-homework-helper/question.tsx'));
const DashboardTestPrep = page('src/pages/dashboard/test-prep/index.tsx', () => import('./pages/dashboard/test-prep/index.tsx'));
const DashboardTestPrepCreate = page('src/pages/dashboard/test-prep/create.tsx', () => import('./pages/dashboard/test-prep/create.tsx'));
const DashboardTestPrepPlan = page('src/pages/dashboard/test-prep/plan.tsx', () => import('./pages/dashboard/test-prep/plan.tsx'));
const DashboardTestPrepCreateTest = page('src/pages/dashboard/test-prep/create-test.tsx', () => import('./pages/dashboard/test-prep/create-test.tsx'));
const DashboardTestPrepResources = page('src/pages/dashboard/test-prep/edit-resources.tsx', () => import('./pages/dashboard/test-prep/edit-resources.tsx'));
const DashboardTestPrepNotes = page('src/pages/dashboard/test-prep/notes.tsx', () => import('./pages/dashboard/test-prep/notes.tsx'));
const DashboardPapers = page('src/pages/dashboard/ai-writer/index.tsx', () => import('./pages/dashboard/ai-writer/index.tsx'));
const DashboardNewPaper = page('src/pages/dashboard/ai-writer/new.tsx', () => import('./pages/dashboard/ai-writer/new.tsx'));
const DashboardWriterPaper = page('src/pages/dashboard/ai-writer/paper.tsx', () => import('./pages/dashboard/ai-writer/paper.tsx'));
const DashboardXyEditor = page('src/pages/dashboard/xyeditor/index.tsx', () => import('./pages/dashboard/xyeditor/index.tsx'));
const DashboardDecks = page('src/pages/dashboard/ai-flashcard-maker/index.tsx', () => import('./pages/dashboard/ai-flashcard-maker/index.tsx'));
const DashboardDeckCreate = page('src/pages/dashboard/ai-flashcard-maker/create.tsx', () => import('./pages/dashboard/ai-flashcard-maker/create.tsx'));
const DashboardDeck = page('src/pages/dashboard/ai-flashcard-maker/deck.tsx', () => import('./pages/dashboard/ai-flashcard-maker/deck.tsx'));
const DashboardDeckEdit = page('src/pages/dashboard/ai-flashcard-maker/edit.tsx', () => import('./pages/dashboard/ai-flashcard-maker/edit.tsx'));
const DashboardArea = page('src/pages/dashboard/[...path].tsx', () => import('./pages/dashboard/[...path].tsx'));

/** A page only for signed-in users (guests go to /login with the way back). */
function signedIn(Page: ComponentType) {
  return function SignedInPage() {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  };
}

/** A page only for admins (guests and other users go to /admin/login). */
function adminOnly(Page: ComponentType) {
  return function AdminPage() {
    return (
      <RequireAdmin>
        <Page />
      </RequireAdmin>
    );
  };
}

/** The login and register pages: signed-in users are sent on. */
function guestOnly(Page: ComponentType) {
  return function GuestPage() {
    return (
      <GuestOnly>
        <Page />
      </GuestOnly>
    );
  };
}

const ProtectedCheckout = signedIn(Checkout);
const ProtectedCheckoutSuccess = signedIn(CheckoutSuccess);
const ProtectedTestPrepTest = signedIn(TestPrepTest);
const ProtectedTestPrepResults = signedIn(TestPrepResults);
const ProtectedDashboardHome = signedIn(DashboardHome);
const ProtectedDashboardSettings = signedIn(DashboardSettings);
const ProtectedDashboardHelp = signedIn(DashboardHelp);
const ProtectedDashboardDocuments = signedIn(DashboardDocuments);
const ProtectedDashboardDocumentUpload = signedIn(DashboardDocumentUpload);
const ProtectedDashboardDocument = signedIn(DashboardDocument);
const ProtectedDashboardSellerDocuments = signedIn(DashboardSellerDocuments);
const ProtectedDashboardSellerHome = signedIn(DashboardSellerHome);
const ProtectedDashboardWallet = signedIn(DashboardWallet);
const ProtectedDashboardSellerWallet = signedIn(DashboardSellerWallet);
const ProtectedDashboardSubscription = signedIn(DashboardSubscription);
const ProtectedDashboardSellerOrders = signedIn(DashboardSellerOrders);
const ProtectedDashboardChats = signedIn(DashboardChats);
const ProtectedDashboardChatUpload = signedIn(DashboardChatUpload);
const ProtectedDashboardChat = signedIn(DashboardChat);
const ProtectedDashboardHomework = signedIn(DashboardHomework);
const ProtectedDashboardTestPrep = signedIn(DashboardTestPrep);
const ProtectedDashboardTestPrepCreate = signedIn(DashboardTestPrepCreate);
const ProtectedDashboardTestPrepPlan = signedIn(DashboardTestPrepPlan);
const ProtectedDashboardTestPrepCreateTest = signedIn(DashboardTestPrepCreateTest);
const ProtectedDashboardTestPrepResources = signedIn(DashboardTestPrepResources);
const ProtectedDashboardTestPrepNotes = signedIn(DashboardTestPrepNotes);
const ProtectedDashboardHomeworkQuestion = signedIn(DashboardHomeworkQuestion);
const ProtectedDashboardPapers = signedIn(DashboardPapers);
const ProtectedDashboardNewPaper = signedIn(DashboardNewPaper);
const ProtectedDashboardWriterPaper = signedIn(DashboardWriterPaper);
const ProtectedDashboardXyEditor = signedIn(DashboardXyEditor);
const ProtectedDashboardDecks = signedIn(DashboardDecks);
const ProtectedDashboardDeckCreate = signedIn(DashboardDeckCreate);
const ProtectedDashboardDeck = signedIn(DashboardDeck);
const ProtectedDashboardDeckEdit = signedIn(DashboardDeckEdit);
const ProtectedDashboardArea = signedIn(DashboardArea);
const GuardedAdminArea = adminOnly(AdminArea);
const GuestLogin = guestOnly(Login);
const GuestRegister = guestOnly(Register);

/** A redirect that keeps the query string; `to` may use the route's params. */
function RedirectTo({ to }: { to: (params: Record<string, string | undefined>) => string }) {
  const params = useParams();
  return <Redirect to={to(params) + window.location.search + window.location.hash} replace />;
}

/** Lower-cases the path and drops a trailing slash with a replace navigation (spec 000 §2). */
function CanonicalPath({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const canonical = canonicalPath(location);
  useLayoutEffect(() => {
    if (canonical) navigate(canonical + window.location.search + window.location.hash, { replace: true });
  }, [canonical, navigate]);
  return canonical ? null : children;
}

/** New pages start at the top, unless the address points at an anchor. */
function ScrollToTop() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useLayoutEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}

function Routes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />

      {/* Marketplace and catalogue */}
      <Route path="/documents" component={Documents} />
      <Route path="/documents/:slug" component={DocumentDetail} />
      <Route path="/subjects" component={Subjects} />
      <Route path="/subjects/:slug" component={SubjectDetail} />
      <Route path="/universities" component={Universities} />
      <Route path="/universities/:slug" component={UniversityDetail} />
      <Route path="/universities/:universitySlug/courses/:courseSlug" component={CourseDetail} />
      <Route path="/textbooks" component={Textbooks} />
      <Route path="/textbooks/:slug" component={TextbookDetail} />
      <Route path="/tests" component={Tests} />
      <Route path="/tests/:id" component={TestDetail} />
      <Route path="/search" component={Search} />
      <Route path="/cart" component={Cart} />
      <Route path="/checkout" component={ProtectedCheckout} />
      <Route path="/checkout/success" component={ProtectedCheckoutSuccess} />

      {/* AI tools (spec 001 §2) and their redirects */}
      <Route path="/ai-homework-helper" component={HomeworkHelper} />
      <Route path="/ai-homework-helper/:slug" component={HomeworkQuestion} />
      <Route path="/homework-helper">
        <RedirectTo to={() => '/ai-homework-helper'} />
      </Route>
      <Route path="/homework-helper/:slug">
        <RedirectTo to={(p) => `/ai-homework-helper/${p.slug}`} />
      </Route>
      <Route path="/document-chat" component={DocumentChat} />
      <Route path="/ai-flashcard-maker" component={FlashcardMaker} />
      <Route path="/ai-flashcard-maker/:slug" component={FlashcardDeck} />
      <Route path="/flashcard-maker/:slug">
        <RedirectTo to={(p) => `/ai-flashcard-maker/${p.slug}`} />
      </Route>
      <Route path="/flashcards/:slug" component={Flashcards} />
      <Route path="/test-prep" component={TestPrep} />
      <Route path="/test-prep/test/:slug" component={TestPrepShared} />
      <Route path="/test-prep/:planId/test/:testId" component={ProtectedTestPrepTest} />
      <Route path="/test-prep/:planId/test/:testId/results" component={ProtectedTestPrepResults} />
      <Route path="/ai-writer" component={AiWriter} />
      <Route path="/xywriter">
        <RedirectTo to={() => '/ai-writer'} />
      </Route>
      <Route path="/xy-editor" component={XyEditor} />
      <Route path="/ai-detector" component={AiDetector} />
      <Route path="/plagiarism-checker" component={PlagiarismChecker} />
      <Route path="/plagiarism-detector">
        <RedirectTo to={() => '/plagiarism-checker'} />
      </Route>

      {/* Company, help, legal, blog */}
      <Route path="/download" component={Download} />
      <Route path="/about" component={About} />
      <Route path="/contact" component={Contact} />
      <Route path="/careers" component={Careers} />
      <Route path="/help" component={Help} />
      <Route path="/scholarships" component={Scholarships} />
      <Route path="/legal" component={LegalIndex} />
      <Route path="/legal/:page" component={LegalPage} />
      <Route path="/blog" component={Blog} />
      <Route path="/blog/category/:slug" component={BlogCategory} />
      <Route path="/blog/:slug" component={BlogPost} />

      {/* Accounts */}
      <Route path="/login" component={GuestLogin} />
      <Route path="/register" component={GuestRegister} />
      <Route path="/forgot-password" component={ForgotPassword} />
      <Route path="/reset-password" component={ResetPassword} />
      <Route path="/unsubscribe" component={Unsubscribe} />
      <Route path="/auth/reset-password" component={AuthResetPassword} />
      <Route path="/auth/callback" component={AuthCallback} />
      <Route path="/auth/confirm-email" component={ConfirmEmail} />
      <Route path="/admin/login" component={AdminLogin} />

      {/* Signed-in areas: built pages first, then the table of landings; unknown paths are a 404 inside. */}
      <Route path="/dashboard" component={ProtectedDashboardHome} />
      <Route path="/dashboard/settings" component={ProtectedDashboardSettings} />
      <Route path="/dashboard/help" component={ProtectedDashboardHelp} />
      <Route path="/dashboard/documents" component={ProtectedDashboardDocuments} />
      <Route path="/dashboard/documents/upload" component={ProtectedDashboardDocumentUpload} />
      <Route path="/dashboard/documents/:ref" component={ProtectedDashboardDocument} />
      <Route path="/dashboard/seller-documents" component={ProtectedDashboardSellerDocuments} />
      <Route path="/dashboard/seller-dashboard" component={ProtectedDashboardSellerHome} />
      <Route path="/dashboard/wallet" component={ProtectedDashboardWallet} />
      <Route path="/dashboard/wallet/*" component={ProtectedDashboardWallet} />
      <Route path="/dashboard/wallet-seller" component={ProtectedDashboardSellerWallet} />
      <Route path="/dashboard/subscription" component={ProtectedDashboardSubscription} />
      <Route path="/dashboard/seller-orders" component={ProtectedDashboardSellerOrders} />
      <Route path="/dashboard/document-chat" component={ProtectedDashboardChats} />
      <Route path="/dashboard/document-chat/upload" component={ProtectedDashboardChatUpload} />
      <Route path="/dashboard/document-chat/:id" component={ProtectedDashboardChat} />
      <Route path="/dashboard/ai-homework-helper" component={ProtectedDashboardHomework} />
      <Route path="/dashboard/ai-homework-helper/question/:slug" component={ProtectedDashboardHomeworkQuestion} />
      <Route path="/dashboard/test-prep" component={ProtectedDashboardTestPrep} />
      <Route path="/dashboard/test-prep/create" component={ProtectedDashboardTestPrepCreate} />
      <Route path="/dashboard/test-prep/:planId/create-test" component={ProtectedDashboardTestPrepCreateTest} />
      <Route path="/dashboard/test-prep/:planId/edit-resources" component={ProtectedDashboardTestPrepResources} />
      <Route path="/dashboard/test-prep/:planId/notes/:notesId" component={ProtectedDashboardTestPrepNotes} />
      <Route path="/dashboard/test-prep/:planId/test/:testId" component={ProtectedTestPrepTest} />
      <Route path="/dashboard/test-prep/:planId/test/:testId/results" component={ProtectedTestPrepResults} />
      <Route path="/dashboard/test-prep/:planId" component={ProtectedDashboardTestPrepPlan} />
      <Route path="/dashboard/ai-writer" component={ProtectedDashboardPapers} />
      <Route path="/dashboard/ai-writer/paper" component={ProtectedDashboardNewPaper} />
      <Route path="/dashboard/ai-writer/paper/:paperId" component={ProtectedDashboardWriterPaper} />
      {/* One component for both, so the paper the editor auto-creates keeps the same editor (no remount). */}
      <Route path="/dashboard/xyeditor" component={ProtectedDashboardXyEditor} />
      <Route path="/dashboard/xyeditor/paper/:paperId" component={ProtectedDashboardXyEditor} />
      <Route path="/dashboard/ai-flashcard-maker" component={ProtectedDashboardDecks} />
      <Route path="/dashboard/ai-flashcard-maker/deck/create" component={ProtectedDashboardDeckCreate} />
      <Route path="/dashboard/ai-flashcard-maker/deck/:identifier" component={ProtectedDashboardDeck} />
      <Route path="/dashboard/ai-flashcard-maker/deck/:identifier/edit" component={ProtectedDashboardDeckEdit} />
      <Route path="/dashboard/*" component={ProtectedDashboardArea} />
      <Route path="/admin" component={GuardedAdminArea} />
      <Route path="/admin/*" component={GuardedAdminArea} />

      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/** `queryClient`: the one a server render filled, or the browser's hydrated from it; a new one otherwise. */
/** `i18n`: the page language's messages (the browser's one instance, or one per server render). */
export function App({ queryClient: given, i18n }: { queryClient?: QueryClient; i18n: I18n }) {
  // The auth state is asked for at once, before the first page renders.
  const [queryClient] = useState(() => {
    const client = given ?? createQueryClient();
    void client.prefetchQuery({ queryKey: accountKeys.me, queryFn: ({ signal }) => accountsApi.me(signal), staleTime: PROFILE_CACHE_MS });
    return client;
  });
  const [location] = useLocation();
  return (
    <I18nProvider i18n={i18n}>
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <CanonicalPath>
          <ScrollToTop />
          <Layout>
            <ErrorBoundary resetKey={location}>
              <Suspense fallback={<PageSkeleton />}>
                <Routes />
              </Suspense>
            </ErrorBoundary>
          </Layout>
        </CanonicalPath>
      </CartProvider>
      <SupportWidget />
      <ToasterWhenNeeded />
    </QueryClientProvider>
    </I18nProvider>
  );
}
