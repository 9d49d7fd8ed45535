import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';

/** Route errorElement: an unknown route is a 404, anything thrown while rendering a 500. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  return <ErrorPage code={notFound ? 404 : 500} />;
}
