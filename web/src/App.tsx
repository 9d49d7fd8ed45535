import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './app/ErrorBoundary';
import { FatalErrorPage } from './app/FatalErrorPage';
import i18n from './app/i18n';
import { router } from './app/router';
import { store } from './app/store';
import './features/errors/errors.css';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary fallback={<FatalErrorPage />}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
