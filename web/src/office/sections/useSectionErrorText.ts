import { useErrorText } from '../ui/errorText';
import { serverReason } from './sectionsLogic';

/** The catalogue's text of a refusal, with the server's reason when it gave one (what is wrong with a geometry). */
export function useSectionErrorText(): (error: unknown) => string {
  const errorText = useErrorText();
  return (error) => {
    const reason = serverReason(error);
    return reason ? `${errorText(error)} (${reason})` : errorText(error);
  };
}
