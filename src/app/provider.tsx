import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { handleUnauthorizedWith } from '@/app/session-end';
import { ToastViewport } from '@/components/toast-viewport';
import { createQueryClient } from '@/lib/query-client';

/** Query client, router and toasts for the whole app. */
export function AppProvider() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  useEffect(() => handleUnauthorizedWith(queryClient, router), [queryClient, router]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastViewport />
    </QueryClientProvider>
  );
}
