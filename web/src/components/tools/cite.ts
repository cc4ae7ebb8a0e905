// A page citation's label in the page's language ("p. 4", "S. 4"): the AI tools mark the pages an answer quotes.
import { useLingui } from '@lingui/react/macro';

export function usePageCite() {
  const { t } = useLingui();
  return (page: number) => t`p. ${page}`;
}
