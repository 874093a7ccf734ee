import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ApiError } from '../api/client.ts';
import { AppearanceProvider } from '../state/appearance.tsx';
import { AppTheme } from './AppTheme.tsx';
import { router } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppearanceProvider>
        <AppTheme>
          <RouterProvider router={router} />
        </AppTheme>
      </AppearanceProvider>
    </QueryClientProvider>
  );
}
